import { describe, expect, it, vi } from 'vitest'
import {
  cellContent,
  columnAlign,
  createPageRequestGuard,
  selectionState,
  type DataGridColumn,
} from './cells'

interface Row {
  title: string
  amount: number | null
  published: string | null
}

const row: Row = { title: 'Q3 Statement', amount: -1234.5, published: '2026-09-30T12:00:00' }

describe('cellContent', () => {
  it('shows text as is', () => {
    const column: DataGridColumn<Row> = { key: 'title', header: 'NAME', value: (r) => r.title }
    expect(cellContent(column, row)).toBe('Q3 Statement')
    expect(columnAlign(column)).toBe('left')
  })

  it('formats amounts through the domain: negatives in parentheses, the user number format', () => {
    const column: DataGridColumn<Row> = {
      key: 'amount',
      header: 'AMOUNT',
      type: 'currency',
      value: (r) => r.amount,
    }
    expect(cellContent(column, row)).toBe('(1,234.50)')
    expect(cellContent(column, row, { dateFormat: 'M/D/YYYY', numberFormat: '1.234,56' })).toBe('(1.234,50)')
    expect(cellContent(column, { ...row, amount: null })).toBe('-')
    expect(columnAlign(column)).toBe('right')
  })

  it('formats dates in the user date format', () => {
    const column: DataGridColumn<Row> = {
      key: 'published',
      header: 'PUBLISH DATE',
      type: 'date',
      value: (r) => r.published,
    }
    expect(cellContent(column, row)).toBe('Sep-30-2026')
    expect(cellContent(column, row, { dateFormat: 'M/D/YYYY', numberFormat: '1,234.56' })).toBe('9/30/2026')
    expect(cellContent(column, { ...row, published: null })).toBe('N/A')
  })
})

describe('selectionState', () => {
  it('is checked when all loaded rows are selected and mixed when some are', () => {
    expect(selectionState([1, 2], new Set([1, 2]))).toEqual({ checked: true, indeterminate: false })
    expect(selectionState([1, 2], new Set([2]))).toEqual({ checked: false, indeterminate: true })
    expect(selectionState([1, 2], new Set())).toEqual({ checked: false, indeterminate: false })
    expect(selectionState([], new Set())).toEqual({ checked: false, indeterminate: false })
  })
})

describe('createPageRequestGuard', () => {
  it('asks once per loaded count while a load is in flight', () => {
    const guard = createPageRequestGuard()
    const load = vi.fn()
    expect(guard.request(50, load)).toBe(true)
    expect(guard.request(50, load)).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
    expect(guard.request(100, load)).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('allows a retry once a returned promise settles, even when nothing was appended', async () => {
    const guard = createPageRequestGuard()
    let fail: (reason: unknown) => void = () => {}
    const pending = new Promise((_, reject) => (fail = reject))
    expect(guard.request(50, () => pending)).toBe(true)
    expect(guard.inFlight).toBe(true)
    fail(new Error('network'))
    await pending.catch(() => {})
    expect(guard.inFlight).toBe(false)
    expect(guard.request(50, () => undefined)).toBe(true)
  })
})
