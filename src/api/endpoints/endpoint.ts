import type { AnswerSchema } from './answer'

/**
 * Loads the schema of a call's answer. The schemas and their library load with the first answer, not with the
 * portal's first page: the client asks for them as the call goes out, so the check waits for nothing.
 */
export type AnswerLoader<T = unknown> = () => Promise<AnswerSchema<T>>
import { checkPathParameter } from './pathParameters'

/** The HTTP methods of the provider's calls. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The names of a template's `{name}` placeholders, e.g. 'fundId' | 'date'. */
export type PlaceholderOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderOf<Rest>
  : never

export type PathValue = string | number | boolean

/** What `path` takes: nothing for a fixed path, else a value for every placeholder. */
export type PathArguments<Template extends string> = [PlaceholderOf<Template>] extends [never]
  ? []
  : [values: Record<PlaceholderOf<Template>, PathValue>]

/**
 * One call of spec §7, written once: the client sends it, the mock provider answers it, stories and journeys
 * fault and observe it, all from this description.
 */
export interface Endpoint<Template extends string = string, Failure = unknown, Answer = unknown> {
  readonly method: Method
  /** The path under the API base as §7 writes it (leading slash), `{name}` standing for a value. */
  readonly template: Template
  /**
   * The call changes what a user owns (a 'write'; spec §4): an administrator acting as another user changes
   * nothing of theirs, so the provider refuses it for another user and the portal names that refusal plainly.
   * Some POSTs only read (searches, reports, downloads): the method alone cannot tell, so each entry says.
   */
  readonly writes: boolean
  /** The §8 text every failure of the call rejects with (or what makes it, for texts naming a group). */
  readonly failure: Failure
  /** Other §8 texts for particular statuses (a 404 of the FSIS reports). */
  readonly failureByStatus?: Partial<Record<number, string>>
  /**
   * The schema of the call's JSON answer (./answer), for the calls answering JSON: the client checks every answer
   * with it, and the mock provider's contract tests check the mock's answers with the same one.
   */
  readonly answer?: AnswerLoader<Answer>
  /**
   * The path of one call: every placeholder replaced by its value, URL-encoded. A value outside its placeholder's
   * format (./pathParameters) throws InvalidPathParameter: no call is made with it.
   */
  path(...values: PathArguments<Template>): string
  /**
   * A fault path matching this call (mocks/faults.ts): the placeholders given are filled in, the others become
   * `*`, so that a fault or a request-log check covers the call for any id.
   */
  glob(values?: Partial<Record<PlaceholderOf<Template>, PathValue>>): string
}

const PLACEHOLDER = /\{(\w+)\}/g

const fill = (
  template: string,
  values: Partial<Record<string, PathValue>>,
  missing: string,
  check: (name: string, value: string) => void = () => undefined,
): string =>
  template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (value === undefined) return missing
    check(name, String(value))
    return encodeURIComponent(String(value))
  })

/** Describes a call that only reads; `failure` is its §8 text, from the texts of src/domain (never restated here). */
export function endpoint<const Template extends string, Failure = undefined>(
  method: Method,
  template: Template,
  failure?: Failure,
  failureByStatus?: Partial<Record<number, string>>,
): Endpoint<Template, Failure> {
  return describe(method, template, false, failure, failureByStatus)
}

/** Describes a call that changes what a user owns (a write: never sent for another user). */
export function change<const Template extends string, Failure = undefined>(
  method: Exclude<Method, 'GET'>,
  template: Template,
  failure?: Failure,
  failureByStatus?: Partial<Record<number, string>>,
): Endpoint<Template, Failure> {
  return describe(method, template, true, failure, failureByStatus)
}

function describe<Template extends string, Failure>(
  method: Method,
  template: Template,
  writes: boolean,
  failure?: Failure,
  failureByStatus?: Partial<Record<number, string>>,
): Endpoint<Template, Failure> {
  return {
    method,
    template,
    writes,
    failure: failure as Failure,
    ...(failureByStatus ? { failureByStatus } : {}),
    path: (...[values]) => fill(template, values ?? {}, '', checkPathParameter),
    glob: (values = {}) => fill(template, values, '*'),
  }
}

/**
 * The same path with another §8 text: one path, several calls the client tells apart by their failures. The
 * answer's schema is not carried over: each call says what it answers.
 */
export const withFailure = <Template extends string, Failure>(
  base: Endpoint<Template, unknown, unknown>,
  failure: Failure,
  failureByStatus?: Partial<Record<number, string>>,
): Endpoint<Template, Failure> => describe(base.method, base.template, base.writes, failure, failureByStatus)

/** The names of a template's placeholders, in order (the mock provider reads its parameters with them). */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')

/** The answers module (./answers), loaded once, with the first answer. */
export const loadAnswers = () => import('./answers')

type Answers = Awaited<ReturnType<typeof loadAnswers>>
type ServiceAnswers = Exclude<keyof Answers, 'checkAnswer' | 'readAnswer'>
type AnswerOf<Schema> = Schema extends AnswerSchema<infer T> ? T : never
type Answering<E, T> =
  E extends Endpoint<infer Template, infer Failure, unknown>
    ? Endpoint<Template, Failure, T> & { readonly answer: AnswerLoader<T> }
    : never

/**
 * A service's endpoints with the schemas of their answers: an entry its answers (./answers) name answers JSON of
 * that schema, loaded with the first answer (see AnswerLoader).
 */
export function answeredFrom<
  Service extends ServiceAnswers,
  Entries extends Record<string, Endpoint<string, unknown>>,
>(
  service: Service,
  entries: Entries,
): {
  [Name in keyof Entries]: Name extends keyof Answers[Service]
    ? Answering<Entries[Name], AnswerOf<Answers[Service][Name]>>
    : Entries[Name]
} {
  const answered = Object.entries(entries).map(([name, entry]) => [
    name,
    {
      ...entry,
      answer: () => loadAnswers().then((answers) => (answers[service] as Record<string, unknown>)[name]),
    },
  ])
  return Object.fromEntries(answered) as never
}
