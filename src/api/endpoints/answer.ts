import * as v from 'valibot'
import { nextTask } from '../../domain'

/**
 * An answer's schema (valibot): what the provider's JSON must be before the portal believes it. Objects are loose
 * (fields the portal does not know pass through); every field the portal reads is checked for its type.
 */
export type AnswerSchema<T = unknown> = v.GenericSchema<unknown, T>

/** A field the provider may leave out or send as null. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.nullish(schema)

export const text = v.string()
export const amount = v.number()
export const flag = v.boolean()
/** An id the provider writes as a number or as text. */
export const id = v.union([v.number(), v.string()])
export const list = <S extends v.GenericSchema>(item: S) => v.array(item)
export const record = v.looseObject

/** Where the answer went wrong, for the log: a dot path ('results.3.title'), never the value there. */
export function failingPath(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues
  return (first && v.getDotPath(first)) || '(the answer itself)'
}

/** Checks an answer against its schema: the checked value, or where it failed. */
export function checkAnswer<T>(
  schema: AnswerSchema<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; path: string } {
  const result = v.safeParse(schema, value)
  return result.success ? { ok: true, value: result.output } : { ok: false, path: failingPath(result.issues) }
}

/** An answer read: its checked value, or empty (no body, a 204), or why it is not believed. */
export type ReadAnswer<T> = { ok: true; value: T } | { ok: false; empty: boolean; why: string }

/**
 * The answer's text, or null when it is larger than the cap: read no further than the cap (the Content-Length,
 * when given, is believed first).
 */
async function cappedText(response: Response, cap: number): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > cap) return null
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (let size = 0; reader;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) return reader.cancel().then(() => null)
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/** An answer from this size on is parsed and checked in a task of its own (a fund's statement is 320 KB). */
const LARGE_ANSWER_CHARS = 64_000

/**
 * Reads a JSON answer, no further than `cap` bytes, and checks it against its schema. A large answer is parsed and
 * checked in a task of its own: answers that come in together (a 50-fund statement's, its checks' cash flows)
 * would otherwise be parsed one after another in one task and hold the page (20 ms each for a statement).
 */
export async function readAnswer<T>(
  response: Response,
  schema: AnswerSchema<T>,
  cap: number,
): Promise<ReadAnswer<T>> {
  const text = response.status === 204 ? '' : await cappedText(response, cap)
  if (text === null) return { ok: false, empty: false, why: `the answer is over ${cap} bytes` }
  if (text.length >= LARGE_ANSWER_CHARS) await nextTask()
  let body: unknown
  try {
    body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return { ok: false, empty: false, why: 'the answer is not JSON' }
  }
  const checked = checkAnswer(schema, body)
  if (checked.ok) return checked
  return {
    ok: false,
    empty: body === undefined,
    why: `the answer does not have its shape at ${checked.path}`,
  }
}
