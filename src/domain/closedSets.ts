/**
 * Whether a value from outside (a URL parameter, a provider's answer, a stored preference) is one of a closed set
 * of values, narrowing it to that set. The set's own list decides, so no cast has to repeat what it holds.
 */
export const isOneOf = <const T extends readonly unknown[]>(values: T, value: unknown): value is T[number] =>
  values.includes(value)
