import { hostileText as at, hugeHostileTexts } from './corpus'
import { isObject, type HostileRule, type Json } from './rule'

/** The position in a page of document search results whose title is a huge string, so the first screen shows it. */
export const HUGE_TITLE_POSITION = 3

/** The document search's titles. */
export const documentRules: HostileRule[] = [
  {
    // Documents' titles, the 1 MiB string among them (HUGE_TITLE_POSITION): the documents grid is virtualised and
    // cuts a title to its column, and a download's name is cut to 200 bytes, so it costs its transfer and one
    // layout of a clipped line (measured in e2e/hostile.test.mjs's documents test).
    path: /\/documents\/v1\/Users\/documents\/search$/i,
    apply: (body) =>
      isObject(body) && Array.isArray(body.results)
        ? {
            ...body,
            results: body.results.map((doc: Json, i: number) => ({
              ...doc,
              title: i === HUGE_TITLE_POSITION ? (hugeHostileTexts[0] ?? at(i)) : at(i),
            })),
          }
        : body,
  },
]
