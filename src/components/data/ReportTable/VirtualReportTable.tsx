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
import {
  ReportGroupHeading,
  reportHeadingRow,
  reportRowCells,
  shownRows,
  subtotalLabelOf,
  type ReportGroup,
} from './ReportTable'
import { columnWidthsCh, type ReportColumn } from './reportCells'
import { REPORT_FRAME } from './reportFrame'
import { SubtotalRow, Table, TotalRow, Wrapper } from './ReportTable.styles'

type Line<R> =
  | { kind: 'heading'; key: string; group: ReportGroup<R> }
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
  /** Each column's width in characters (columnWidthsCh). */
  widths: readonly number[]
}

/**
 * A column's width: its characters and the cell's padding on both sides. The names' column is also held to the
 * row names' bounds (at most 40 % of a phone's width), narrower than the frame, so it can stay in view.
 */
const columnWidth = (ch: number, index: number) =>
  index === 0 ? `min(calc(${ch}ch + 2rem), 40vw, 22rem)` : `calc(${ch}ch + 2rem)`

// The frame scrolls, not the page: its sticky head, first column and total (styles) stay in view.
const components: TableComponents<Line<unknown>, Context> = {
  // Columns of fixed widths, sized to the whole table's content: they do not move as rows are drawn in and out.
  Table: ({ context, style, children, ...props }: TableProps & ContextProp<Context>) => (
    <Table
      {...props}
      style={{
        ...style,
        tableLayout: 'fixed',
        minWidth: `calc(${context.widths.map(columnWidth).join(' + ')})`,
      }}
      aria-label={context.label}
    >
      <colgroup>
        {context.widths.map((ch, index) => (
          <col key={index} style={{ width: columnWidth(ch, index) }} />
        ))}
      </colgroup>
      {children}
    </Table>
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
        ...(group.label ? [{ kind: 'heading' as const, key: `heading-${group.id}`, group }] : []),
        ...shownRows(group).map((row, index) => ({ kind: 'row' as const, key: rowKey(row, index), row })),
        ...(group.subtotal
          ? [
              {
                kind: 'subtotal' as const,
                key: `subtotal-${group.id}`,
                label: subtotalLabelOf(group),
                row: group.subtotal,
              },
            ]
          : []),
      ]),
    [groups, rowKey],
  )
  // The frame is the table's scroller (in both directions), known once it is in the page.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const widths = useMemo(
    () =>
      columnWidthsCh(
        columns,
        [
          ...groups.flatMap((group) => [...group.rows, ...(group.subtotal ? [group.subtotal] : [])]),
          ...(total ? [total] : []),
        ],
        numberFormat,
      ),
    [columns, groups, total, numberFormat],
  )
  const frame = useCallback((element: HTMLDivElement | null) => {
    setScroller(element)
  }, [])
  return (
    // The frame scrolls up and down whenever the rows are taller than it: a region the keyboard can scroll.
    <Wrapper {...{ [REPORT_FRAME]: '' }} ref={frame} $contained tabIndex={0} role="region" aria-label={label}>
      {scroller && (
        <TableVirtuoso<Line<R>, Context>
          customScrollParent={scroller}
          context={{ label, widths }}
          data={lines}
          increaseViewportBy={DRAWN_BEYOND}
          computeItemKey={(_index, line) => line.key}
          components={components as TableComponents<Line<R>, Context>}
          fixedHeaderContent={() => reportHeadingRow(columns)}
          itemContent={(_index, line) =>
            line.kind === 'heading' ? (
              <ReportGroupHeading group={line.group} colSpan={columns.length} />
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
