import type { Guard } from './client'

/** Small shape checks for answers: enough to turn a wrong shape into the call's rejection text. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isString = (value: unknown): value is string => typeof value === 'string'
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
export const isId = (value: unknown): value is number | string => isNumber(value) || isString(value)

export const anything = (_value: unknown): _value is unknown => true

/** An object whose listed fields pass their checks (other fields are free). */
export function shaped<T>(fields: Record<string, (value: unknown) => boolean>): Guard<T> {
  const entries = Object.entries(fields)
  return (value: unknown): value is T => isRecord(value) && entries.every(([key, check]) => check(value[key]))
}

export function listOf<T>(item: Guard<T>): Guard<T[]> {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every((entry) => item(entry))
}

export const optional =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === undefined || value === null || check(value)

export const isStringList: Guard<string[]> = listOf(isString as Guard<string>)
