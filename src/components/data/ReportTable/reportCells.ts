import { formatNumber, type NumberFormat } from '../../../domain'

/** A column of a report table: text (left) or a number (right-aligned, negatives in parentheses). */
export type ReportColumn<R> = {
  key: string
  header: string
} & (
  | { kind?: 'text'; value: (row: R) => string | null | undefined }
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
    }
)

/** A cell's text: numbers through src/domain ('-' when missing, '(1,234)' when negative). */
export function reportCellText<R>(column: ReportColumn<R>, row: R, numberFormat?: NumberFormat): string {
  if (column.kind === 'number') {
    const value = column.value(row)
    return column.format
      ? column.format(value, numberFormat, row)
      : formatNumber(value, { decimals: column.decimals ?? 0, numberFormat })
  }
  return column.value(row) ?? ''
}
