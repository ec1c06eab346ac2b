import * as v from 'valibot'

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
