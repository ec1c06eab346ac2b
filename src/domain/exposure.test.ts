import { describe, expect, it } from 'vitest'
import type { SoiDetailedRow } from './entities/scheduleOfInvestments'
import { exposure, exposureGroups, topConcentration, type ExposureFund } from './exposure'
import { exposureTexts as texts } from './texts/exposure'

const row = (companyId: number, companyName: string, value: number, investorId = 1): SoiDetailedRow => ({
  companyId,
  companyName,
  initialInvestmentDate: '2020-01-15',
  reportingCurrency: 'EUR',
  investorId,
  capitalContributed: value / 2,
  uncalledInvestmentsAtCost: 0,
  investmentIncome: 0,
  investmentDistributionsGrossOfTaxWithholding: 0,
  gaapUnrealizedAppreciationPreAccruedCarry: value / 2,
  remainingInvestedCapitalAndUndistributedProceedsAtFairValue: value,
  investStatusDesc: 'Publicly Traded',
})

const europe: ExposureFund = {
  fundId: 1,
  fund: 'Europe Buyout IV',
  geography: 'Europe',
  strategy: 'Buyout',
  // 1,000.00 EUR of companies and 100.01 EUR of other lines, at 1.1: 1,210.01 USD as the account summary says.
  capitalAccountUSD: 1210.01,
  exchangeRateToUSD: 1.1,
  schedule: {
    soiDetailed: [row(10, 'Acme GmbH', 600.0), row(10, 'Acme GmbH', 100.0, 2), row(11, 'Brio SA', 300.0)],
    soiAggregated: { capitalAccountAtFairValue: 1100.01, cash: 100.01 },
  },
  investments: [{ companyName: 'ACME GmbH ', industry: 'Industrials' }],
}

const usa: ExposureFund = {
  fundId: 2,
  fund: 'US Growth II',
  geography: 'North America',
  strategy: 'Growth',
  capitalAccountUSD: 500,
  exchangeRateToUSD: 1,
  schedule: { soiDetailed: [row(20, 'Acme GmbH', 450)], soiAggregated: { capitalAccountAtFairValue: 500 } },
  investments: null,
}

describe('exposure', () => {
  it("adds up to each fund's capital account in USD, the rest of it in the fund's other line", () => {
    const result = exposure([europe, usa])
    expect(result.total).toBe(1710.01)
    const lines = result.lines.filter((line) => line.fundId === 1)
    expect(lines.map((line) => [line.company, line.value])).toEqual([
      ['Acme GmbH', 770],
      ['Brio SA', 330],
      [texts.otherAssetsAndLiabilities, 110.01],
    ])
  })

  it("takes a company's industry from the fund's FPSIS rows by name, and says when it is not known", () => {
    const [acme, brio] = exposure([europe]).lines
    expect(acme?.industry).toBe('Industrials')
    expect(brio?.industry).toBe(texts.notClassified)
  })

  it('leaves out a fund without a rate, and names a fund without a schedule', () => {
    const result = exposure([
      { ...europe, exchangeRateToUSD: null },
      { ...usa, schedule: null },
    ])
    expect(result.leftOut).toEqual(['Europe Buyout IV'])
    expect(result.withoutSchedule).toEqual(['US Growth II'])
    expect(result.lines).toHaveLength(1)
    expect(result.total).toBe(500)
  })

  it('groups one company held through two funds as one exposure, largest first, with its share', () => {
    const groups = exposureGroups(exposure([europe, usa]).lines, 'company')
    expect(groups[0]).toMatchObject({ label: 'Acme GmbH', value: 1220, holdings: 2, funds: 2 })
    expect(groups[0]?.share).toBeCloseTo((1220 / 1710.01) * 100, 6)
    // The funds' other lines are one group, not companies.
    expect(groups.find((group) => group.label === texts.otherAssetsAndLiabilities)).toMatchObject({
      value: 160.01,
      holdings: 0,
      funds: 2,
    })
  })

  it('groups by geography and strategy from the fund, and by status from the schedule', () => {
    const lines = exposure([europe, usa]).lines
    expect(exposureGroups(lines, 'geography').map((group) => [group.label, group.value])).toEqual([
      ['Europe', 1210.01],
      ['North America', 500],
    ])
    expect(exposureGroups(lines, 'strategy').map((group) => group.label)).toEqual(['Buyout', 'Growth'])
    expect(exposureGroups(lines, 'status')[0]).toMatchObject({ label: 'Publicly Traded', value: 1550 })
  })

  it('gives the top ten and the share they make together', () => {
    const many: ExposureFund = {
      ...usa,
      capitalAccountUSD: 1200,
      schedule: {
        soiDetailed: Array.from({ length: 12 }, (_, i) => row(100 + i, `Company ${i}`, 100)),
        soiAggregated: null,
      },
    }
    const { top, share } = topConcentration(exposureGroups(exposure([many]).lines, 'company'))
    expect(top).toHaveLength(10)
    expect(share).toBeCloseTo((1000 / 1200) * 100, 6)
  })
})
