/** An answer's JSON object. */
export type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** How the corpus is written into the answers of one call (mocks/hostile.ts). */
export interface HostileRule {
  path: RegExp
  apply: (body: unknown) => unknown
}
