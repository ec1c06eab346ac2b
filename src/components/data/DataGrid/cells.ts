import type { ReactNode } from 'react'
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_NUMBER_FORMAT,
  formatDate,
  formatNumber,
  type DateInput,
  type Id,
  type UserFormats,
} from '../../../domain'

interface ColumnBase {
  /** Identifies the column and is the sort key sent back by onSortChange. */
  key: string
  /** The header text, e.g. 'NAME' (spec §2.5 documents columns). */
  header: string
  sortable?: boolean
  /** A fixed width in pixels; columns without one share the rest. */
  width?: number
}

/** A column of the grid: how to get a cell's content from a row, and how to show it. */
export type DataGridColumn<T> = ColumnBase &
  (
    | { type?: 'text'; value: (row: T) => string | null | undefined }
    | {
        /** A right-aligned amount, negatives in parentheses, in the user's number format. */
        type: 'currency'
        value: (row: T) => number | null | undefined
        /** Decimals shown (default 2). */
        decimals?: number
      }
    | { type: 'date'; value: (row: T) => DateInput }
    | { type: 'custom'; render: (row: T) => ReactNode; align?: 'left' | 'right' | 'center' }
  )

export const columnAlign = <T>(column: DataGridColumn<T>): 'left' | 'right' | 'center' =>
  column.type === 'currency' ? 'right' : column.type === 'custom' ? (column.align ?? 'left') : 'left'

const DEFAULT_FORMATS: UserFormats = { dateFormat: DEFAULT_DATE_FORMAT, numberFormat: DEFAULT_NUMBER_FORMAT }

/** A cell's content: text, amount and date cells are formatted through src/domain in the user's formats. */
export function cellContent<T>(
  column: DataGridColumn<T>,
  row: T,
  formats: UserFormats = DEFAULT_FORMATS,
): ReactNode {
  switch (column.type) {
    case 'currency':
      return formatNumber(column.value(row), {
        decimals: column.decimals ?? 2,
        numberFormat: formats.numberFormat,
      })
    case 'date':
      return formatDate(column.value(row), formats.dateFormat)
    case 'custom':
      return column.render(row)
    default:
      return column.value(row) ?? ''
  }
}

/**
 * The header checkbox's state over the loaded rows: checked when every one is selected, mixed when some are.
 */
export function selectionState(
  loadedIds: readonly Id[],
  selected: ReadonlySet<Id>,
): { checked: boolean; indeterminate: boolean } {
  const count = loadedIds.reduce<number>((total, id) => (selected.has(id) ? total + 1 : total), 0)
  return {
    checked: count > 0 && count === loadedIds.length,
    indeterminate: count > 0 && count < loadedIds.length,
  }
}

/**
 * Asks for the next page at most once per number of loaded rows: the request is in flight until rows are
 * appended (the count changes) or the returned promise settles (so a failed load can be retried).
 */
export function createPageRequestGuard() {
  let inFlightFor: number | null = null
  return {
    request(loadedCount: number, load: () => void | Promise<unknown>): boolean {
      if (inFlightFor === loadedCount) return false
      inFlightFor = loadedCount
      const result = load()
      if (result && typeof result.then === 'function') {
        const release = () => {
          if (inFlightFor === loadedCount) inFlightFor = null
        }
        result.then(release, release)
      }
      return true
    },
    get inFlight(): boolean {
      return inFlightFor !== null
    },
  }
}
