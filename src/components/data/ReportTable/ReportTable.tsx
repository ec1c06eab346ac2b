import { useId, useRef, type ReactNode } from 'react'
import { ChevronDownIcon } from '../../icons'
import { useOverflowsSideways } from '../../utils/useOverflowsSideways'
import type { NumberFormat } from '../../../domain'
import { reportTableTexts } from '../../texts'
import { FIGURE_ATTRIBUTE } from '../figureFit'
import { reportCellText, type ReportColumn } from './reportCells'
import { REPORT_FRAME } from './reportFrame'
import {
  Caption,
  EmptyCell,
  GroupHeading,
  GroupLabel,
  GroupToggle,
  RowHeader,
  SubtotalRow,
  Table,
  Td,
  Th,
  TotalRow,
  PageTallWrapper,
} from './ReportTable.styles'

export interface ReportGroup<R> {
  id: string
  /** The group's heading, e.g. 'Realized' or 'Adjustments'; an empty label draws no heading row. */
  label: string
  rows: readonly R[]
  /** The group's subtotal row; its first column shows `subtotalLabel`, by default 'Total {label}'. */
  subtotal?: R | null
  subtotalLabel?: string
  /**
   * Makes the group's heading a disclosure button (aria-expanded): collapsed, the group shows its subtotal only.
   * The table keeps no state of its own: the owner says whether the group is expanded and flips it on toggle.
   */
  disclosure?: GroupDisclosure
}

export interface GroupDisclosure {
  expanded: boolean
  onToggle: () => void
  /** The button's accessible name; it should hold the group's label (the visible text). */
  name: string
}

export interface ReportTableProps<R> {
  /** Names the table (its caption). */
  caption: string
  /** Keep the caption for assistive technology only (the page shows its own heading). */
  hideCaption?: boolean
  /** The first column names each row (a text column). */
  columns: readonly ReportColumn<R>[]
  groups: readonly ReportGroup<R>[]
  /** The grand total at the bottom. */
  total?: R | null
  totalLabel?: string
  rowKey: (row: R, index: number) => string
  /** Rows drawn as a closing total inside a group (e.g. an ending balance). */
  isTotalRow?: (row: R) => boolean
  /** The user's number format. */
  numberFormat?: NumberFormat
  emptyContent?: ReactNode
}

/** A row's cells: the first names the row (a row header, or `label`), the rest are its figures. */
export function reportRowCells<R>(
  columns: readonly ReportColumn<R>[],
  row: R,
  numberFormat?: NumberFormat,
  label?: string,
) {
  return columns.map((column, index) =>
    index === 0 ? (
      <RowHeader key={column.key} scope="row">
        {label ?? reportCellText(column, row, numberFormat)}
      </RowHeader>
    ) : (
      <Td
        key={column.key}
        $numeric={column.kind === 'number'}
        {...(column.kind === 'number' ? { [FIGURE_ATTRIBUTE]: '' } : {})}
      >
        {column.kind === 'actions'
          ? column.value(row)
          : column.kind === 'number' && column.render
            ? column.render(row, reportCellText(column, row, numberFormat))
            : reportCellText(column, row, numberFormat)}
      </Td>
    ),
  )
}

/** The rows a group shows: all of them, or none while its disclosure is collapsed. */
export const shownRows = <R,>(group: ReportGroup<R>): readonly R[] =>
  group.disclosure && !group.disclosure.expanded ? [] : group.rows

/** The subtotal row's name: the group's own, else 'Total {label}'. */
export const subtotalLabelOf = <R,>(group: ReportGroup<R>): string =>
  group.subtotalLabel ?? reportTableTexts.subtotal(group.label)

/** A group's heading: its label, or the disclosure button that shows and hides the rows of `controls`. */
export function ReportGroupHeading<R>({
  group,
  colSpan,
  controls,
}: {
  group: ReportGroup<R>
  colSpan: number
  controls?: string
}) {
  const { disclosure } = group
  return (
    <GroupHeading scope="rowgroup" colSpan={colSpan}>
      {disclosure ? (
        <GroupToggle
          type="button"
          aria-expanded={disclosure.expanded}
          aria-controls={controls}
          aria-label={disclosure.name}
          $expanded={disclosure.expanded}
          onClick={disclosure.onToggle}
        >
          <ChevronDownIcon />
          {group.label}
        </GroupToggle>
      ) : (
        <GroupLabel>{group.label}</GroupLabel>
      )}
    </GroupHeading>
  )
}

/** The row of column headings (sticky at the top of a table that scrolls in its frame). */
export function reportHeadingRow<R>(columns: readonly ReportColumn<R>[]) {
  return (
    <tr>
      {columns.map((column) => (
        <Th key={column.key} scope="col" $numeric={column.kind === 'number'}>
          {column.header}
        </Th>
      ))}
    </tr>
  )
}

/**
 * A financial report table: rows grouped under headings with subtotals and a grand total; numbers
 * right-aligned in tabular figures, negatives in parentheses (formatted through src/domain).
 */
export function ReportTable<R>({
  caption,
  hideCaption = false,
  columns,
  groups,
  total,
  totalLabel = reportTableTexts.total,
  rowKey,
  isTotalRow,
  numberFormat,
  emptyContent = reportTableTexts.empty,
}: ReportTableProps<R>) {
  const cells = (row: R, label?: string) => reportRowCells(columns, row, numberFormat, label)
  const hasRows = groups.some((group) => group.rows.length > 0)
  const wrapper = useRef<HTMLDivElement>(null)
  const bodyId = useId()
  // A table wider than its frame scrolls sideways: the frame is then a named region the keyboard can scroll. Until
  // measured (the frame after it is drawn) it is one too, so that no check of the page finds a frame that scrolls
  // without its tab stop; its look changes only once it is known to scroll.
  const scrolls = useOverflowsSideways(wrapper)
  return (
    <PageTallWrapper
      {...{ [REPORT_FRAME]: '' }}
      ref={wrapper}
      $contained={scrolls === true}
      {...(scrolls !== false ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <Table>
        <Caption $hidden={hideCaption}>{caption}</Caption>
        <thead>{reportHeadingRow(columns)}</thead>
        {!hasRows && (
          <tbody>
            <tr>
              <EmptyCell colSpan={columns.length}>{emptyContent}</EmptyCell>
            </tr>
          </tbody>
        )}
        {hasRows &&
          groups.map((group, groupIndex) => (
            <tbody key={group.id} id={group.disclosure ? `${bodyId}-${groupIndex}` : undefined}>
              {group.label && (
                <tr>
                  <ReportGroupHeading
                    group={group}
                    colSpan={columns.length}
                    controls={`${bodyId}-${groupIndex}`}
                  />
                </tr>
              )}
              {shownRows(group).map((row, index) =>
                isTotalRow?.(row) ? (
                  <SubtotalRow key={rowKey(row, index)}>{cells(row)}</SubtotalRow>
                ) : (
                  <tr key={rowKey(row, index)}>{cells(row)}</tr>
                ),
              )}
              {group.subtotal && <SubtotalRow>{cells(group.subtotal, subtotalLabelOf(group))}</SubtotalRow>}
            </tbody>
          ))}
        {hasRows && total && (
          <tfoot>
            <TotalRow>{cells(total, totalLabel)}</TotalRow>
          </tfoot>
        )}
      </Table>
    </PageTallWrapper>
  )
}
