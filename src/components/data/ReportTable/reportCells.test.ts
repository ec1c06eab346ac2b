import { describe, expect, it } from 'vitest'
import { formatMoic } from '../../../domain'
import { columnWidthsCh, reportCellText, type ReportColumn } from './reportCells'

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

describe('columnWidthsCh', () => {
  type Row = { name: string; value: number }
  const columns: ReportColumn<Row>[] = [
    { key: 'name', header: 'Company', value: (row) => row.name },
    { key: 'value', header: 'Remaining FMV', kind: 'number', value: (row) => row.value },
  ]

  it('fits the longest cell and the heading’s longest word, within bounds', () => {
    const rows = [
      { name: 'Apex', value: 1_234_567 },
      { name: 'Willow Logistics', value: -12 },
    ]
    expect(columnWidthsCh(columns, rows)).toEqual([16, 10])
    expect(columnWidthsCh(columns, [])).toEqual([8, 10])
  })

  it('caps a long name and a long figure', () => {
    const rows = [{ name: 'x'.repeat(90), value: 1e30 }]
    expect(columnWidthsCh(columns, rows)).toEqual([30, 24])
  })
})
