import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isOneOf, toIsoDate, type Id } from '../../domain'

/** How one filter is kept in the URL: read from its query values, written back (the default writes nothing). */
export interface FilterCodec<V> {
  parse(values: readonly string[]): V
  format(value: V): string[]
}

export type FilterSchema = Record<string, FilterCodec<unknown>>
export type FilterValues<S> = { [K in keyof S]: S[K] extends FilterCodec<infer V> ? V : never }

/**
 * A screen's filters kept in the URL both ways: the query is the state, so a link shares them and back and
 * forward step through them. Each change is a new history entry; a value equal to its default leaves the URL.
 */
export function useUrlFilters<S extends FilterSchema>(
  schema: S,
): [FilterValues<S>, (patch: Partial<FilterValues<S>>) => void] {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const values = useMemo(() => {
    const read = new URLSearchParams(query)
    const entries = Object.entries(schema).map(([name, codec]) => [name, codec.parse(read.getAll(name))])
    return Object.fromEntries(entries) as FilterValues<S>
  }, [schema, query])

  const change = useCallback(
    (patch: Partial<FilterValues<S>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(patch)) {
          const codec = schema[name] as FilterCodec<unknown> | undefined
          if (!codec) continue
          next.delete(name)
          for (const text of codec.format(value)) next.append(name, text)
        }
        return next
      }),
    [schema, setParams],
  )
  return [values, change]
}

/** A list of ids (repeated parameters); none chosen is null, the domain's 'every one'. */
export const idListFilter: FilterCodec<Id[] | null> = {
  parse: (values) => {
    const ids = values.filter(Boolean).map((id) => (/^\d+$/.test(id) ? Number(id) : id))
    return ids.length > 0 ? ids : null
  },
  format: (ids) => (ids ?? []).map(String),
}

/** A list of keys (repeated parameters); none chosen is null. */
export const keyListFilter: FilterCodec<string[] | null> = {
  parse: (values) => (values.length > 0 ? [...values] : null),
  format: (keys) => [...(keys ?? [])],
}

/** One of a closed set of values; anything else in the URL reads as the default. */
export const oneOfFilter = <T extends string>(allowed: readonly T[], fallback: T): FilterCodec<T> => ({
  parse: ([value]) => (isOneOf(allowed, value) ? value : fallback),
  format: (value) => (value === fallback ? [] : [value]),
})

/** Free text (a file name); empty is the default. */
export const textFilter: FilterCodec<string> = {
  parse: ([value]) => value ?? '',
  format: (value) => (value ? [value] : []),
}

/** An ISO date (yyyy-mm-dd) or null; anything else reads as null. */
export const isoDateFilter: FilterCodec<string | null> = {
  parse: ([value]) => toIsoDate(value ?? null),
  format: (value) => (value ? [value] : []),
}

/** One of a closed set of values, or null (the screen works out the default, e.g. the fund's currency). */
export const optionalOneOfFilter = <T extends string>(allowed: readonly T[]): FilterCodec<T | null> => ({
  parse: ([value]) => (isOneOf(allowed, value) ? value : null),
  format: (value) => (value === null ? [] : [value]),
})

/** On or off; off is the default and leaves the URL. */
export const flagFilter: FilterCodec<boolean> = {
  parse: ([value]) => value === 'true',
  format: (value) => (value ? ['true'] : []),
}

/** A whole number, or null (unset). */
export const integerFilter: FilterCodec<number | null> = {
  parse: ([value]) => (value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null),
  format: (value) => (value === null ? [] : [String(value)]),
}
