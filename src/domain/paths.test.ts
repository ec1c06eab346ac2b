import { describe, expect, it } from 'vitest'
import {
  fundProfileIdFromPath,
  isAdministrationPath,
  normalizePath,
  paths,
  rendersWithoutLayout,
} from './paths'

describe('paths', () => {
  it('builds the parameterised routes of the spec', () => {
    expect(paths.fundProfile(42)).toBe('/fund-profile/42')
    expect(paths.dataRoom('a b')).toBe('/data-rooms/a%20b')
    expect(paths.calendarEvent('e-1')).toBe('/my-calendar/e-1')
    expect(paths.accountSummaryAlpInvest).toBe('/reporting/account-summary/alpinvest')
  })

  it('normalises paths', () => {
    expect(normalizePath('/Documents/?a=1#x')).toBe('/documents')
    expect(normalizePath('documents')).toBe('/documents')
    expect(normalizePath(undefined)).toBe('/')
    expect(normalizePath('///')).toBe('/')
  })

  it('knows which paths belong where', () => {
    expect(isAdministrationPath('/administration/impersonate')).toBe(true)
    expect(isAdministrationPath('/administrationx')).toBe(false)
    expect(rendersWithoutLayout('/login')).toBe(true)
    expect(rendersWithoutLayout('/signout/')).toBe(true)
    expect(rendersWithoutLayout('/')).toBe(false)
  })

  it('reads the fund profile id, decoding it', () => {
    expect(fundProfileIdFromPath('/fund-profile/a%20b?tab=1')).toBe('a b')
    expect(fundProfileIdFromPath('/fund-profile/%E0%A4%A')).toBe('%E0%A4%A')
    expect(fundProfileIdFromPath('/documents')).toBeNull()
  })
})
