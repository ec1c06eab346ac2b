import { describe, expect, it } from 'vitest'
import { rejectionTexts } from '../../domain'
import { endpoints } from '.'

describe('the endpoint registry', () => {
  it('writes every path under the API base with a leading slash', () => {
    for (const endpoint of Object.values(endpoints)) expect(endpoint.template).toMatch(/^\/[^/]/)
  })

  it('fills placeholders with URL-encoded values', () => {
    expect(endpoints.fundInvestments.path({ fundId: 101, date: '2024-12-31' })).toBe(
      '/reporting/v1/FPSIS/101:2024-12-31',
    )
    expect(endpoints.userPreferenceId.path({ preferenceName: 'a/b c' })).toBe(
      '/entitlements/v1/user/UserPreferences/a%2Fb%20c',
    )
    expect(endpoints.calendarEvents.path()).toBe('/cvent/api/Events')
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
