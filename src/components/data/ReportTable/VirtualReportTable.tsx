import { useCallback, useMemo, useState, type ComponentProps } from 'react'
import {
  TableVirtuoso,
  type ContextProp,
  type ItemProps,
  type TableComponents,
  type TableProps,
} from 'react-virtuoso'
import type { NumberFormat } from '../../../domain'
import { reportTableTexts } from '../../texts'
import { reportHeadingRow, reportRowCells, type ReportGroup } from './ReportTable'
import type { ReportColumn } from './reportCells'
import { REPORT_FRAME } from './reportFrame'
import { GroupHeading, GroupLabel, SubtotalRow, Table, TotalRow, Wrapper } from './ReportTable.styles'

type Line<R> =
  | { kind: 'heading'; key: string; label: string }
  | { kind: 'row'; key: string; row: R }
  | { kind: 'subtotal'; key: string; label: string; row: R }

export interface VirtualReportTableProps<R> {
  /** The table's accessible name. */
  label: string
  columns: readonly ReportColumn<R>[]
  groups: readonly ReportGroup<R>[]
  total?: R | null
  totalLabel?: string
  rowKey: (row: R, index: number) => string
  numberFormat?: NumberFormat
}

/** Rows are drawn this far beyond the window (px), so a short table is drawn whole and a scroll shows no gap. */
const DRAWN_BEYOND = { top: 800, bottom: 2400 }

interface Context {
  label: string
}

// The frame scrolls, not the page: its sticky head and first column (styles) stay in view; the total ends the table.
const components: TableComponents<Line<unknown>, Context> = {
  Table: ({ context, ...props }: TableProps & ContextProp<Context>) => (
    <Table {...props} aria-label={context.label} />
  ),
  TableHead: ({
    style: _style,
    context: _context,
    ...props
  }: ComponentProps<'thead'> & ContextProp<Context>) => <thead {...props} />,
  TableFoot: ({
    style: _style,
    context: _context,
    ...props
  }: ComponentProps<'tfoot'> & ContextProp<Context>) => <tfoot {...props} />,
  TableRow: ({ item, context: _context, ...props }: ItemProps<Line<unknown>> & ContextProp<Context>) =>
    item.kind === 'subtotal' ? <SubtotalRow {...props} /> : <tr {...props} />,
}

/**
 * A report table for thousands of rows (a schedule of 2,000 companies): the same groups, subtotals and total as
 * ReportTable, but only the rows near the window are in the page, so drawing or changing it stays short.
 */
export function VirtualReportTable<R>({
  label,
  columns,
  groups,
  total,
  totalLabel = reportTableTexts.total,
  rowKey,
  numberFormat,
}: VirtualReportTableProps<R>) {
  const lines = useMemo<Line<R>[]>(
    () =>
      groups.flatMap((group) => [
        ...(group.label
          ? [{ kind: 'heading' as const, key: `heading-${group.id}`, label: group.label }]
          : []),
        ...group.rows.map((row, index) => ({ kind: 'row' as const, key: rowKey(row, index), row })),
        ...(group.subtotal
          ? [
              {
                kind: 'subtotal' as const,
                key: `subtotal-${group.id}`,
                label: reportTableTexts.subtotal(group.label),
                row: group.subtotal,
              },
            ]
          : []),
      ]),
    [groups, rowKey],
  )
  // The frame is the table's scroller (in both directions), known once it is in the page.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const frame = useCallback((element: HTMLDivElement | null) => {
    setScroller(element)
  }, [])
  return (
    // The frame scrolls up and down whenever the rows are taller than it: a region the keyboard can scroll.
    <Wrapper {...{ [REPORT_FRAME]: '' }} ref={frame} $contained tabIndex={0} role="region" aria-label={label}>
      {scroller && (
        <TableVirtuoso<Line<R>, Context>
          customScrollParent={scroller}
          context={{ label }}
          data={lines}
          increaseViewportBy={DRAWN_BEYOND}
          computeItemKey={(_index, line) => line.key}
          components={components as TableComponents<Line<R>, Context>}
          fixedHeaderContent={() => reportHeadingRow(columns)}
          itemContent={(_index, line) =>
            line.kind === 'heading' ? (
              <GroupHeading scope="rowgroup" colSpan={columns.length}>
                <GroupLabel>{line.label}</GroupLabel>
              </GroupHeading>
            ) : (
              reportRowCells(
                columns,
                line.row,
                numberFormat,
                line.kind === 'subtotal' ? line.label : undefined,
              )
            )
          }
          fixedFooterContent={
            total
              ? () => <TotalRow>{reportRowCells(columns, total, numberFormat, totalLabel)}</TotalRow>
              : undefined
          }
        />
      )}
    </Wrapper>
  )
}
