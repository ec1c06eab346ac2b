import type { ComponentProps, ReactNode } from 'react'
import type {
  ContextProp,
  ItemProps,
  ScrollerProps,
  TableBodyProps,
  TableComponents,
  TableProps,
} from 'react-virtuoso'
import { EmptyCell, Head, Row, Scroller, Table } from './DataGrid.styles'

/** What the grid's static parts read for the rows they render (TableVirtuoso's context). */
export interface GridContext {
  label: string
  rowCount: number
  colSpan: number
  /** Below this width the table scrolls sideways in its frame instead of squeezing columns to nothing. */
  minWidth: number
  emptyContent: ReactNode
  isHighlighted: (row: unknown) => boolean
  isSelected: (row: unknown) => boolean
}

type WithContext<P> = P & ContextProp<GridContext>

/** The bench and the stories find the scroller by this test id and each rendered row by data-row. */
export const SCROLLER_TEST_ID = 'datagrid-scroller'

/** The grid's scroller: a region named like its table, which the keyboard can scroll (up and down, and sideways). */
function GridScroller({ context, ...props }: WithContext<ScrollerProps>) {
  return (
    <Scroller
      {...props}
      role="region"
      aria-label={context.label}
      tabIndex={0}
      data-testid={SCROLLER_TEST_ID}
    />
  )
}

function GridTable({ context, ...props }: WithContext<TableProps>) {
  return (
    <Table
      {...props}
      $minWidth={context.minWidth}
      aria-label={context.label}
      aria-rowcount={context.rowCount + 1}
    />
  )
}

function GridHead({ context: _context, ...props }: WithContext<ComponentProps<'thead'>>) {
  return <Head {...props} />
}

function GridBody({ context: _context, ...props }: WithContext<TableBodyProps>) {
  return <tbody {...props} />
}

function GridRow({ context, item, ...props }: WithContext<ItemProps<unknown>>) {
  const highlighted = context.isHighlighted(item)
  return (
    <Row
      {...props}
      data-row=""
      aria-rowindex={props['data-index'] + 2}
      aria-selected={context.isSelected(item) || undefined}
      $highlighted={highlighted}
      $selected={context.isSelected(item)}
    />
  )
}

function GridEmpty({ context }: ContextProp<GridContext>) {
  return (
    <tbody>
      <tr>
        <EmptyCell colSpan={context.colSpan}>{context.emptyContent}</EmptyCell>
      </tr>
    </tbody>
  )
}

/** TableVirtuoso's parts, defined once outside render (re-creating them would remount every row). */
export const gridComponents: TableComponents<unknown, GridContext> = {
  Scroller: GridScroller,
  Table: GridTable,
  TableHead: GridHead,
  TableBody: GridBody,
  TableRow: GridRow,
  EmptyPlaceholder: GridEmpty,
}
