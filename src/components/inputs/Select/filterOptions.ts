import type { FilterOption } from '../../../domain'

/** Options whose label contains the query, ignoring case and surrounding spaces; all of them for an empty query. */
export function filterOptions<O extends FilterOption<string | number>>(
  options: readonly O[],
  query: string,
): O[] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return [...options]
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
}
