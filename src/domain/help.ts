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

export const HELP_ANCHORS = [
  '#home',
  '#accounts',
  '#datarooms',
  '#reports',
  '#documents',
  '#funds',
  '#login',
  '#mfa',
  '#globalinsights',
  '#other',
] as const
export type HelpAnchor = (typeof HELP_ANCHORS)[number]

/** The help page's section for a route's help topic (spec §2.4); the route table names each route's topic. */
export const helpHref = (suffix: HelpSuffix): string => `${paths.help}#${suffix}`

/** The help tab a hash opens; unknown or missing hashes open #home. */
export function helpAnchorFromHash(hash: string | null | undefined): HelpAnchor {
  const normalized = (hash ?? '').trim().toLowerCase()
  const withHash = normalized.startsWith('#') ? normalized : `#${normalized}`
  return isOneOf(HELP_ANCHORS, withHash) ? withHash : '#home'
}
