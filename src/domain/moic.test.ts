import { describe, expect, it } from 'vitest'
import { formatNetMoic, investmentTotals, moicComparisonColumns, moicTotal, netMoic, ratio } from './moic'

describe('MOIC total', () => {
  it('is total value / equity invested', () => {
    expect(moicTotal(300, 200)).toBe(1.5)
    expect(moicTotal(-50, 100)).toBe(-0.5)
  })
  it('is null for a zero or missing denominator and missing or non-finite values', () => {
    expect(moicTotal(300, 0)).toBeNull()
    expect(moicTotal(300, null)).toBeNull()
    expect(moicTotal(undefined, 100)).toBeNull()
    expect(moicTotal(Number.NaN, 100)).toBeNull()
    expect(ratio(Number.MAX_VALUE, Number.MIN_VALUE)).toBeNull()
  })
})

describe('net MOIC', () => {
  it('is (capital account at fair value − total distributions) / contributed capital', () => {
    expect(netMoic(250, 50, 100)).toBe(2)
    expect(formatNetMoic(250, 50, 100)).toBe('2.00x')
    expect(formatNetMoic(1234.5, 0, 1, '1.234,56')).toBe('1.234,50x')
  })
  it("shows '-' when contributed capital is 0 or a value is missing", () => {
    expect(formatNetMoic(250, 50, 0)).toBe('-')
    expect(formatNetMoic(null, 50, 100)).toBe('-')
    expect(netMoic(250, undefined, 100)).toBeNull()
  })
})

describe('comparison MOICs', () => {
  it('previous quarter is absent for Q1', () => {
    expect(moicComparisonColumns(1)).toEqual({ previousQuarter: false, previousYear: true })
  })
  it('previous year is absent for Q4', () => {
    expect(moicComparisonColumns(4)).toEqual({ previousQuarter: true, previousYear: false })
  })
  it('previous year is absent for Q3 only with the year-beginning flag', () => {
    expect(moicComparisonColumns(3)).toEqual({ previousQuarter: true, previousYear: true })
    expect(moicComparisonColumns(3, { q3YearBeginning: true })).toEqual({
      previousQuarter: true,
      previousYear: false,
    })
    expect(moicComparisonColumns(2, { q3YearBeginning: true })).toEqual({
      previousQuarter: true,
      previousYear: true,
    })
  })
})

describe('investment totals', () => {
  it('sums the amounts, treating missing ones as nothing, and takes the MOIC of the totals', () => {
    expect(
      investmentTotals([
        { companyName: 'A', equityInvested: 100, cashReceived: 10, remainingFmv: 140, totalValue: 150 },
        { companyName: 'B', equityInvested: 100, cashReceived: null, remainingFmv: 50, totalValue: 50 },
        { companyName: 'C', equityInvested: Number.NaN },
      ]),
    ).toEqual({ equityInvested: 200, cashReceived: 10, remainingFmv: 190, totalValue: 200, moic: 1 })
  })
  it('has no MOIC without equity invested', () => {
    expect(investmentTotals(undefined)).toEqual({
      equityInvested: 0,
      cashReceived: 0,
      remainingFmv: 0,
      totalValue: 0,
      moic: null,
    })
  })
})
