import { describe, expect, it } from 'vitest'
import { xirr, type DatedFlow } from './xirr'

describe('xirr', () => {
  it("gives the spreadsheet's answer to its own documented example: 37.34%", () => {
    // Microsoft's XIRR documentation: =XIRR(A3:A7, B3:B7) is 0.373362535.
    const flows: DatedFlow[] = [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ]
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8)
    // The order of the flows does not matter: the earliest date starts the schedule.
    expect(xirr([...flows].reverse())).toBeCloseTo(0.373362535, 8)
  })

  it('is none where the flows never change sign, for a single flow and for none', () => {
    expect(xirr([])).toBeNull()
    expect(xirr([{ date: '2024-01-01', amount: -100 }])).toBeNull()
    expect(
      xirr([
        { date: '2024-01-01', amount: -100 },
        { date: '2025-01-01', amount: -50 },
      ]),
    ).toBeNull()
    expect(
      xirr([
        { date: '2024-01-01', amount: 100 },
        { date: '2025-01-01', amount: 0 },
      ]),
    ).toBeNull()
  })

  it('is negative where less comes back than went in, counting a leap year as 366 days over 365', () => {
    const rate = xirr([
      { date: '2020-01-01', amount: -1_000 },
      { date: '2021-01-01', amount: 800 },
    ])
    expect(rate).toBeCloseTo(Math.pow(0.8, 365 / 366) - 1, 10)
    expect(rate).toBeLessThan(0)
  })

  it('adds flows on the same day', () => {
    expect(
      xirr([
        { date: '2021-01-01', amount: -500 },
        { date: '2021-01-01', amount: -500 },
        { date: '2022-01-01', amount: 1_100 },
      ]),
    ).toBeCloseTo(0.1, 10)
  })

  it('finds the rate of 10,000 flows built to have it', () => {
    const rate = 0.1234
    const flows: DatedFlow[] = []
    let seed = 7
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647
    const start = Date.UTC(2000, 0, 1)
    for (let i = 0; i < 9_999; i++) {
      const day = Math.floor(i * 0.9)
      flows.push({
        date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
        amount: (random() < 0.6 ? -1 : 1) * Math.round(random() * 1e6),
      })
    }
    // The last flow brings the value at `rate` to zero.
    const lastDay = 9_000
    const npv = flows.reduce(
      (sum, flow) =>
        sum + flow.amount / Math.pow(1 + rate, (Date.parse(flow.date) - start) / 86_400_000 / 365),
      0,
    )
    flows.push({
      date: new Date(start + lastDay * 86_400_000).toISOString().slice(0, 10),
      amount: -npv * Math.pow(1 + rate, lastDay / 365),
    })
    expect(xirr(flows)).toBeCloseTo(rate, 7)
  })

  it('finds a rate far above the 10% it starts from', () => {
    // Three times the money in thirty days: some 64 million % a year.
    const rate = xirr([
      { date: '2024-01-01', amount: -100 },
      { date: '2024-01-31', amount: 300 },
    ])
    expect(rate).toBeGreaterThan(600_000)
    expect(Math.pow(1 + rate!, 30 / 365)).toBeCloseTo(3, 6)
  })

  it('finds a near-total loss, where Newton from 10% leaps below -100%, by bisection', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: -100 },
        { date: '2024-01-01', amount: 1 },
      ]),
    ).toBeCloseTo(-0.99, 8)
  })

  it('is none for an invalid date or amount', () => {
    expect(
      xirr([
        { date: 'soon', amount: -100 },
        { date: '2025-01-01', amount: 110 },
      ]),
    ).toBeNull()
    expect(
      xirr([
        { date: '2024-01-01', amount: Number.NaN },
        { date: '2025-01-01', amount: 110 },
      ]),
    ).toBeNull()
  })
})

describe('a very large portfolio', () => {
  it('works out the XIRR of 200,000 flows (more than the call stack takes as arguments)', () => {
    const flows = Array.from({ length: 200_000 }, (_, index) => ({
      date: `20${String(10 + (index % 15)).padStart(2, '0')}-06-30`,
      amount: index % 15 < 10 ? -100 : 180,
    }))
    expect(xirr(flows)).not.toBeNull()
  })
})
