import { describe, expect, it } from 'vitest'
import { formatMoic } from '../../../domain'
import { reportCellText, type ReportColumn } from './reportCells'

interface Row {
  name: string
  amount: number | null
  moic: number | null
}

const row: Row = { name: 'Acme Holdings', amount: -1234567.891, moic: 1.456 }

describe('reportCellText', () => {
  it('shows text as is', () => {
    expect(reportCellText({ key: 'name', header: 'Company', value: (r: Row) => r.name }, row)).toBe(
      'Acme Holdings',
    )
  })

  it('puts negative numbers in parentheses with the decimals asked', () => {
    const amount: ReportColumn<Row> = {
      key: 'amount',
      header: 'Amount',
      kind: 'number',
      decimals: 1,
      value: (r) => r.amount,
    }
    expect(reportCellText(amount, row)).toBe('(1,234,567.9)')
    expect(reportCellText(amount, row, '1.234,56')).toBe('(1.234.567,9)')
    expect(reportCellText(amount, { ...row, amount: null })).toBe('-')
  })

  it('uses a domain display when given', () => {
    const moic: ReportColumn<Row> = {
      key: 'moic',
      header: 'MOIC',
      kind: 'number',
      format: formatMoic,
      value: (r) => r.moic,
    }
    expect(reportCellText(moic, row)).toBe('1.46x')
  })
})
