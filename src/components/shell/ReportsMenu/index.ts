export { ReportsMenu, type ReportsMenuProps } from './ReportsMenu'
export { reportLinkGroups, type ReportLink, type ReportLinkGroup } from './reportGroups'
