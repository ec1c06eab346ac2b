/**
 * Counts that read naturally: '1 Fund selected', '2 Funds selected'. English takes the singular for exactly one
 * (Intl.PluralRules says which counts are 'one'), the plural for every other count, 0 included.
 */
const englishPlurals = new Intl.PluralRules('en-US')

/** How a count is shown: '1,000,000' by default; a screen may pass the user's number format. */
export type CountFormat = (count: number) => string

export const formatPlainCount: CountFormat = (count) => count.toLocaleString('en-US')

/**
 * The plural of an entity's name, its last word made plural by English's regular rules: 'Fund' → 'Funds',
 * 'Investor Account' → 'Investor Accounts', 'Company' → 'Companies', 'Batch' → 'Batches'. The suffix follows the
 * case of the last letter ('FUND' → 'FUNDS').
 */
export function pluralOf(entity: string): string {
  const last = entity.at(-1)
  if (last === undefined || !/\p{L}/u.test(last)) return entity
  const upper = last === last.toUpperCase() && last !== last.toLowerCase()
  const suffix = (text: string) => (upper ? text.toUpperCase() : text)
  if (/[^aeiou]y$/i.test(entity)) return `${entity.slice(0, -1)}${suffix('ies')}`
  if (/(s|x|z|ch|sh)$/i.test(entity)) return `${entity}${suffix('es')}`
  return `${entity}${suffix('s')}`
}

/** The entity's name as the count takes it: singular for one, plural otherwise. */
export const entityForCount = (count: number, entity: string): string =>
  englishPlurals.select(count) === 'one' ? entity : pluralOf(entity)

/** A count and its entity: '1 Fund', '0 Funds', '1,000 Investors'. */
export const countOf = (count: number, entity: string, format: CountFormat = formatPlainCount): string =>
  `${format(count)} ${entityForCount(count, entity)}`
