import type { ReactNode } from 'react'
import { formatNumber, type NumberFormat } from '../../../domain'

/**
 * A column of a report table: text (left), a number (right-aligned, negatives in parentheses), or actions (links
 * about the row: never the first column, which names the row).
 */
export type ReportColumn<R> = {
  key: string
  header: string
} & (
  | { kind?: 'text'; value: (row: R) => string | null | undefined }
  | {
      kind: 'actions'
      value: (row: R) => ReactNode
      /** The cell's text, for sizing the column (the links' visible words). */
      text: (row: R) => string
    }
  | {
      kind: 'number'
      value: (row: R) => number | null | undefined
      /**
       * One of src/domain's displays (formatCommitment, formatMoic, formatIrr…), called with the user's number
       * format; formatNumber with `decimals` otherwise.
       */
      format?: (value: number | null | undefined, numberFormat: NumberFormat | undefined, row: R) => string
      /** Decimals for the default display (default 0). */
      decimals?: number
      /** The cell's content from its text, where the figure is more than text (a button that traces it). */
      render?: (row: R, text: string) => ReactNode
    }
)

/** A cell's text: numbers through src/domain ('-' when missing, '(1,234)' when negative). */
export function reportCellText<R>(column: ReportColumn<R>, row: R, numberFormat?: NumberFormat): string {
  if (column.kind === 'actions') return column.text(row)
  if (column.kind === 'number') {
    const value = column.value(row)
    return column.format
      ? column.format(value, numberFormat, row)
      : formatNumber(value, { decimals: column.decimals ?? 0, numberFormat })
  }
  return column.value(row) ?? ''
}

/** Narrowest and widest column, in characters: a name column may take more than a figure. */
const COLUMN_CH = { min: 6, maxFigure: 24, maxName: 30 } as const

/**
 * Each column's width in characters (`ch`), from the longest text it shows (its heading's longest word, the rows'
 * cells): a table drawn in slices cannot let the browser size its columns, which would change as rows come and go.
 */
export function columnWidthsCh<R>(
  columns: readonly ReportColumn<R>[],
  rows: readonly R[],
  numberFormat?: NumberFormat,
): number[] {
  return columns.map((column, index) => {
    const heading = Math.max(0, ...column.header.split(/\s+/).map((word) => word.length))
    const cells = rows.reduce(
      (widest, row) => Math.max(widest, reportCellText(column, row, numberFormat).length),
      0,
    )
    const max = index === 0 ? COLUMN_CH.maxName : COLUMN_CH.maxFigure
    return Math.min(max, Math.max(COLUMN_CH.min, heading + 1, cells))
  })
}

/**
 * A chart's quarter table (its accessible alternative): the quarter, then one number column a series, headed by
 * the same label the chart's legend gives it, in the labels' order.
 */
export function quarterColumns<K extends string, Q extends { label: string } & Record<K, number | null>>(
  quarterHeader: string,
  labels: Readonly<Record<K, string>>,
): ReadonlyArray<ReportColumn<Q>> {
  const series = (Object.keys(labels) as K[]).map((key): ReportColumn<Q> => ({
    key,
    header: labels[key],
    kind: 'number',
    value: (q) => q[key],
  }))
  return [{ key: 'quarter', header: quarterHeader, value: (q) => q.label }, ...series]
}
