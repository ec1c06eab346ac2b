import { describe, expect, it } from 'vitest'
import { paths } from '../../../domain'
import { activeNavTab } from './navTabs'

describe('activeNavTab', () => {
  it.each([
    [paths.dataRooms, 'dataRooms'],
    [paths.dataRoom('abc'), 'dataRooms'],
    [paths.fundProfile(12), 'funds'],
    [paths.capitalAccountStatement, 'reporting'],
    [paths.reporting, 'reporting'],
    [`${paths.documents}/`, 'documents'],
    [paths.calendarEvent('e1'), 'myCalendar'],
    [paths.administrationReports, 'reports'],
    [paths.impersonate, 'impersonateUser'],
  ])('%s is under the %s tab', (path, tab) => {
    expect(activeNavTab(path)).toBe(tab)
  })

  it('has no tab for home, help, profile or the administration landing page', () => {
    for (const path of [paths.home, paths.help, paths.profile, paths.administration]) {
      expect(activeNavTab(path)).toBeNull()
    }
  })
})
