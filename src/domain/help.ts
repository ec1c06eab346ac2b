import { isOneOf } from './closedSets'
import { paths } from './paths'

// The help page's topics and sections (spec §2.4): apart from the routing rules (./navigation), which the first
// load needs.

export const HELP_SUFFIXES = [
  'home',
  'accounts',
  'datarooms',
  'reports',
  'documents',
  'funds',
  'login',
] as const
export type HelpSuffix = (typeof HELP_SUFFIXES)[number]

/** The help page's sections that no route names as its topic. */
const OTHER_HELP_SECTIONS = ['mfa', 'globalinsights', 'other'] as const
export type HelpAnchor = `#${HelpSuffix | (typeof OTHER_HELP_SECTIONS)[number]}`

/** The help page's tabs, in order: each route topic's, then the other sections'. */
export const HELP_ANCHORS: readonly HelpAnchor[] = [...HELP_SUFFIXES, ...OTHER_HELP_SECTIONS].map(
  (section): HelpAnchor => `#${section}`,
)

/** The help page's section for a route's help topic (spec §2.4); the route table names each route's topic. */
export const helpHref = (suffix: HelpSuffix): string => `${paths.help}#${suffix}`

/** The help tab a hash opens; unknown or missing hashes open #home. */
export function helpAnchorFromHash(hash: string | null | undefined): HelpAnchor {
  const normalized = (hash ?? '').trim().toLowerCase()
  const withHash = normalized.startsWith('#') ? normalized : `#${normalized}`
  return isOneOf(HELP_ANCHORS, withHash) ? withHash : '#home'
}
