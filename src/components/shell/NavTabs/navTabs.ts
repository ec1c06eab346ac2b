import { isAdministrationPath, isCalendarPath, isReportingPath, normalizePath, paths } from '../../../domain'

export type NavTabKey =
  | 'globalInsights'
  | 'dataRooms'
  | 'funds'
  | 'reporting'
  | 'documents'
  | 'myCalendar'
  | 'reports'
  | 'impersonateUser'

const startsWith = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`)

/** The tab of the current page, or null (home, help, profile…). */
export function activeNavTab(pathname: string): NavTabKey | null {
  const path = normalizePath(pathname)
  if (isAdministrationPath(path)) {
    if (startsWith(path, paths.administrationReports)) return 'reports'
    if (startsWith(path, paths.impersonate)) return 'impersonateUser'
    return null
  }
  if (startsWith(path, paths.dataRooms)) return 'dataRooms'
  if (path.includes('fund-profile')) return 'funds'
  if (isReportingPath(path)) return 'reporting'
  if (startsWith(path, paths.documents)) return 'documents'
  if (isCalendarPath(path)) return 'myCalendar'
  if (startsWith(path, paths.insightsHub)) return 'globalInsights'
  return null
}
