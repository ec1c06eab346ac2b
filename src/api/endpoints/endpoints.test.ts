import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { InvalidPathParameter } from './pathParameters'
import { describe, expect, it } from 'vitest'
import { rejectionTexts, unraisedRejectionTexts } from '../../domain'
import { endpoints } from '.'

describe('the endpoint registry', () => {
  it('writes every path under the API base with a leading slash', () => {
    for (const endpoint of Object.values(endpoints)) expect(endpoint.template).toMatch(/^\/[^/]/)
  })

  it('fills placeholders with URL-encoded values', () => {
    expect(endpoints.fundInvestments.path({ fundId: 101, date: '2024-12-31' })).toBe(
      '/reporting/v1/FPSIS/101:2024-12-31',
    )
    expect(endpoints.userPreferenceId.path({ preferenceName: 'DateFormat' })).toBe(
      '/entitlements/v1/user/UserPreferences/DateFormat',
    )
    expect(endpoints.calendarEvents.path()).toBe('/cvent/api/Events')
  })

  it.each(['..', '.', '', 'a/b', '12/../../x', '%2e%2e', '1 2', '1?save=false', 'x'.repeat(65)])(
    'refuses the id %j: no path is made from it',
    (value) => {
      expect(() => endpoints.documentDownload.path({ id: value })).toThrow(InvalidPathParameter)
      expect(() => endpoints.deleteAccountGroup.path({ groupId: value })).toThrow(InvalidPathParameter)
    },
  )

  it('holds every parameter to its format: dates, flags and names too', () => {
    expect(endpoints.fundInvestments.path({ fundId: 101, date: '2024-12-31T00:00:00' })).toBe(
      '/reporting/v1/FPSIS/101:2024-12-31T00%3A00%3A00',
    )
    expect(() => endpoints.fundInvestments.path({ fundId: 101, date: '../2024' })).toThrow(
      InvalidPathParameter,
    )
    expect(() => endpoints.documentActionItem.path({ id: 1, flag: 'maybe' })).toThrow(InvalidPathParameter)
    expect(() => endpoints.embedUrl.path({ reportName: 'Account.Summary' })).toThrow(InvalidPathParameter)
    expect(() => endpoints.userPreferenceId.path({ preferenceName: 'a/b c' })).toThrow(InvalidPathParameter)
  })

  it('makes a fault glob: the values given filled in, the others a star', () => {
    expect(endpoints.documentActionItem.glob()).toBe('/documents/v1/Users/*/actionItem/*')
    expect(endpoints.fundInvestments.glob({ fundId: 101 })).toBe('/reporting/v1/FPSIS/101:*')
  })

  it('keeps the §8 texts of calls that share a path apart', () => {
    expect(endpoints.accountSummary.template).toBe(endpoints.capitalAccountStatement.template)
    expect(endpoints.accountSummary.failure).toBe(rejectionTexts.accountSummaryReport)
    expect(endpoints.fundInvestorAccounts.failure).toBe(rejectionTexts.investorAccounts)
    expect(endpoints.fundAdjustments.failureByStatus?.[404]).toBe(rejectionTexts.fsisReportsNotFound)
  })
})

describe('the §8 rejection texts', () => {
  /** The portal's own code (tests and stories aside), read as text. */
  const sources = (): string =>
    readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.includes('texts/'),
      )
      .map((file) => readFileSync(join('src', file), 'utf8'))
      .join('\n')

  it('are each raised by a call, or say why none raises them', () => {
    const raisedByCalls = new Set(
      Object.values(endpoints).flatMap((e) => [e.failure, ...Object.values(e.failureByStatus ?? {})]),
    )
    const code = sources()
    const unused = Object.entries(rejectionTexts).filter(
      ([key, text]) => !raisedByCalls.has(text) && !code.includes(`rejectionTexts.${key}`),
    )
    expect(unused.map(([key]) => key).sort()).toEqual(Object.keys(unraisedRejectionTexts).sort())
    for (const why of Object.values(unraisedRejectionTexts)) expect(why.length).toBeGreaterThan(20)
  })
})
