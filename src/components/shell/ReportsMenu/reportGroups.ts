import { normalizePath, reportMenuGroups, type ReportMenuGroup, type ViewPermissions } from '../../../domain'
import { reportLineLabels } from '../../texts'

export interface ReportLink {
  id: string
  label: string
  href: string
  current: boolean
}

export interface ReportLinkGroup {
  id: ReportMenuGroup['line']
  label: string
  links: ReportLink[]
}

/**
 * The reports menu's groups as links: the options the permissions allow, groups without options omitted
 * (reportMenuGroups in src/domain), the current page's report marked.
 */
export function reportLinkGroups(permissions: ViewPermissions, activePath: string): ReportLinkGroup[] {
  const current = normalizePath(activePath)
  return reportMenuGroups(permissions).map((group) => ({
    id: group.line,
    label: reportLineLabels[group.line],
    links: group.options.map((option) => ({
      id: option.report,
      label: option.label,
      href: option.path,
      current: normalizePath(option.path) === current,
    })),
  }))
}
