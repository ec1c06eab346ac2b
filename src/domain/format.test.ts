import { format } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dateFnsPatterns,
  formatCapitalAccountPercent,
  formatCommitment,
  formatDate,
  formatFileNameDate,
  formatFundTypePercent,
  formatIrr,
  formatLongDate,
  formatMoic,
  formatNumber,
  formatPattern,
  formatScheduleAmount,
  parseDate,
  toIsoDate,
} from './format'
import { parseDateFormat, parseNumberFormat, preferenceValue, userFormats } from './displayFormats'

describe('spec §9 number displays', () => {
  it('capital-account percent of fund: 2 decimals', () => {
    expect(formatCapitalAccountPercent(12.3456)).toBe('12.35%')
    expect(formatCapitalAccountPercent(-0.5)).toBe('(0.50%)')
  })
  it('IRR: 1 decimal', () => {
    expect(formatIrr(15.26)).toBe('15.3%')
    expect(formatIrr(-3.04)).toBe('(3.0%)')
  })
  it('commitments: 0 decimals', () => {
    expect(formatCommitment(1234567.5)).toBe('1,234,568')
    expect(formatCommitment(-25_000_000)).toBe('(25,000,000)')
  })
  it('schedule amounts: 1 decimal', () => {
    expect(formatScheduleAmount(1234.56)).toBe('1,234.6')
    expect(formatScheduleAmount(-0.04)).toBe('0.0')
  })
  it("MOIC: 2 decimals followed by 'x'", () => {
    expect(formatMoic(1.5)).toBe('1.50x')
    expect(formatMoic(2.005)).toMatch(/^2\.0[01]x$/)
    expect(formatMoic(-1.25)).toBe('(1.25x)')
  })
  it('fund-type percentages: 1 decimal', () => {
    expect(formatFundTypePercent(33.333)).toBe('33.3%')
  })
  it("the user's number format 1.234,56", () => {
    expect(formatCommitment(1234567, '1.234,56')).toBe('1.234.567')
    expect(formatCapitalAccountPercent(1234.5, '1.234,56')).toBe('1.234,50%')
    expect(formatMoic(-1234.5, '1.234,56')).toBe('(1.234,50x)')
    expect(formatNumber(1234.56, { decimals: 2, numberFormat: '1,234.56' })).toBe('1,234.56')
  })
  it("gives '-' for missing and non-finite values", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatMoic(value)).toBe('-')
    }
  })
  it('clamps impossible decimals', () => {
    expect(formatNumber(1.5, { decimals: -3 })).toBe('2')
    expect(formatNumber(1.5, { decimals: Number.NaN })).toBe('2')
    expect(formatNumber(1, { decimals: 99 })).toBe(`1.${'0'.repeat(20)}`)
  })
  it('formats very large values without exponent notation', () => {
    expect(formatCommitment(1e21)).toBe('1,000,000,000,000,000,000,000')
  })
})

describe('number formatting properties', () => {
  const values = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })
  const decimals = fc.integer({ min: 0, max: 4 })

  it('has grouped digits, exact decimals, and parentheses exactly for negatives that do not round to zero', () => {
    fc.assert(
      fc.property(values, decimals, (value, d) => {
        const text = formatNumber(value, { decimals: d, suffix: 'x' })
        const fraction = d === 0 ? '' : `\\.\\d{${d}}`
        const body = `\\d{1,3}(,\\d{3})*${fraction}x`
        expect(text).toMatch(new RegExp(`^(${body}|\\(${body}\\))$`))
        const negativeShown = text.startsWith('(')
        const roundsToZero = Number(text.replace(/[^\d.]/g, '')) === 0
        expect(negativeShown).toBe(value < 0 && !roundsToZero)
      }),
    )
  })

  it('reads back as the value rounded to its decimals', () => {
    fc.assert(
      fc.property(values, decimals, (value, d) => {
        const text = formatNumber(value, { decimals: d })
        const magnitude = Number(text.replace(/[(),]/g, ''))
        expect(Math.abs(magnitude - Math.abs(value))).toBeLessThanOrEqual(
          0.5 * 10 ** -d + Math.abs(value) * 1e-12,
        )
      }),
    )
  })

  it('the 1.234,56 format is the 1,234.56 format with separators swapped', () => {
    fc.assert(
      fc.property(values, decimals, (value, d) => {
        const us = formatNumber(value, { decimals: d, numberFormat: '1,234.56' })
        const european = formatNumber(value, { decimals: d, numberFormat: '1.234,56' })
        expect(european).toBe(us.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')))
      }),
    )
  })

  it('reads decimals that are not a number as none, even an object that cannot become one', () => {
    const unconvertible = { toString: 0 } as unknown as number
    expect(formatNumber(0, { decimals: unconvertible })).toBe('0')
    expect(formatNumber(1234.5, { decimals: '2' as unknown as number })).toBe('1,235')
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, d) => {
        expect(typeof formatNumber(value as number, { decimals: d as number })).toBe('string')
      }),
    )
  })
})

describe('user formats', () => {
  it('reads the DateFormat and NumberFormat preferences', () => {
    expect(
      userFormats([
        { setting: 'DateFormat', value: 'DD.M.YYYY' },
        { setting: 'NumberFormat', value: '1.234,56' },
      ]),
    ).toEqual({ dateFormat: 'DD.M.YYYY', numberFormat: '1.234,56' })
  })
  it('falls back to MMM-DD-YYYY and 1,234.56 for missing or unknown values', () => {
    expect(userFormats(null)).toEqual({ dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' })
    expect(userFormats([{ setting: 'DateFormat', value: 'dd/mm' }])).toEqual({
      dateFormat: 'MMM-DD-YYYY',
      numberFormat: '1,234.56',
    })
    expect(parseDateFormat(undefined)).toBe('MMM-DD-YYYY')
    expect(parseNumberFormat('1 234,56')).toBe('1,234.56')
    expect(preferenceValue([{ setting: 'UserLandingPage', value: '/documents' }], 'UserLandingPage')).toBe(
      '/documents',
    )
  })
})

describe('dates', () => {
  it.each([
    ['MMM-DD-YYYY', 'Mar-05-2024'],
    ['M/D/YYYY', '3/5/2024'],
    ['DD.M.YYYY', '05.3.2024'],
    ['YYYY.M.DD', '2024.3.05'],
  ] as const)('%s formats 2024-03-05 as %s', (dateFormat, expected) => {
    expect(formatDate('2024-03-05', dateFormat)).toBe(expected)
    expect(formatDate('2024-03-05T16:30:00', dateFormat)).toBe(expected)
  })

  it('maps every preference to a date-fns pattern', () => {
    expect(dateFnsPatterns).toEqual({
      'MMM-DD-YYYY': 'MMM-dd-yyyy',
      'M/D/YYYY': 'M/d/yyyy',
      'DD.M.YYYY': 'dd.M.yyyy',
      'YYYY.M.DD': 'yyyy.M.dd',
    })
  })

  it("gives 'N/A' (or the given fallback) for missing, invalid and out-of-range dates", () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('')).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
    expect(formatDate('2024-02-30')).toBe('N/A')
    expect(formatDate(8.64e15 + 1)).toBe('N/A')
    expect(formatDate(Number.NaN, 'M/D/YYYY', '')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('N/A')
    expect(formatDate('+100000-01-01')).toBe('N/A')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(2023, 11, 31), 'M/D/YYYY')).toBe('12/31/2023')
    expect(formatDate(new Date(2023, 11, 31).getTime(), 'M/D/YYYY')).toBe('12/31/2023')
    expect(formatDate('2023-12-31', 'unknown' as never)).toBe('Dec-31-2023')
  })

  it('parses without mutating the given Date', () => {
    const original = new Date(2020, 0, 1)
    const parsed = parseDate(original)
    expect(parsed).not.toBe(original)
    expect(parsed?.getTime()).toBe(original.getTime())
  })

  it('formats the effective date picker, file names and ISO dates', () => {
    expect(formatLongDate('2024-03-05')).toBe('March 5, 2024')
    expect(formatLongDate('bad')).toBe('')
    expect(formatFileNameDate('2024-03-05')).toBe('03052024')
    expect(toIsoDate(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05')
    expect(toIsoDate('nope')).toBeNull()
  })
})

describe('date patterns', () => {
  const patterns = [...Object.values(dateFnsPatterns), 'MMMM d, yyyy', 'MMddyyyy', 'yyyy-MM-dd']
  const dates = fc.date({
    min: new Date('0001-01-01T00:00:00'),
    max: new Date('9999-12-31T23:59:59'),
    noInvalidDate: true,
  })

  it("writes every pattern the portal uses exactly as date-fns' format does", () => {
    fc.assert(
      fc.property(dates, fc.constantFrom(...patterns), (date, pattern) => {
        expect(formatPattern(date, pattern)).toBe(format(date, pattern))
      }),
      { numRuns: 2000 },
    )
  })

  it('names and pads each field', () => {
    const day = new Date(2024, 2, 5)
    expect(patterns.map((pattern) => formatPattern(day, pattern))).toEqual([
      'Mar-05-2024',
      '3/5/2024',
      '05.3.2024',
      '2024.3.05',
      'March 5, 2024',
      '03052024',
      '2024-03-05',
    ])
  })
})
