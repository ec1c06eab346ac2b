import { toggleSort, type DocumentSort } from '../../../domain'
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../../icons'
import { VisuallyHidden } from '../../theme/mixins'
import { dataGridTexts } from '../../texts'
import { columnAlign, type DataGridColumn } from './cells'
import { HeaderCell, IconHeaderCell, SelectHeaderCell, SortButton } from './DataGrid.styles'
import { SelectionHeader, type SelectionHeaderProps } from './SelectionHeader'
import { theme } from '../../theme/tokens'

export interface GridHeaderProps<T> {
  columns: readonly DataGridColumn<T>[]
  sort?: DocumentSort | null
  onSortChange?: (sort: DocumentSort) => void
  readColumn: boolean
  /** The select column's header, when rows are selectable. */
  selection?: SelectionHeaderProps
  flagColumn: boolean
  downloadColumn: boolean
}

const sortIcon = (direction: 'ASC' | 'DESC' | null) =>
  direction === 'ASC' ? (
    <ArrowUpIcon size="sm" />
  ) : direction === 'DESC' ? (
    <ArrowDownIcon size="sm" />
  ) : (
    <SortIcon size="sm" />
  )

/** The grid's header row: icon columns named for assistive technology, sortable headers with aria-sort. */
export function GridHeader<T>({
  columns,
  sort,
  onSortChange,
  readColumn,
  selection,
  flagColumn,
  downloadColumn,
}: GridHeaderProps<T>) {
  return (
    <tr>
      {readColumn && (
        <IconHeaderCell scope="col" $align="center" $width={theme.sizes.gridIconColumn}>
          <VisuallyHidden>{dataGridTexts.read}</VisuallyHidden>
        </IconHeaderCell>
      )}
      {selection && (
        <SelectHeaderCell
          scope="col"
          $align="left"
          $width={theme.sizes.gridCheckboxColumn + theme.sizes.iconMd}
        >
          <SelectionHeader {...selection} />
        </SelectHeaderCell>
      )}
      {flagColumn && (
        <IconHeaderCell scope="col" $align="center" $width={theme.sizes.gridIconColumn}>
          <VisuallyHidden>{dataGridTexts.actionItemColumn}</VisuallyHidden>
        </IconHeaderCell>
      )}
      {columns.map((column) => {
        const align = columnAlign(column)
        const direction = sort?.key === column.key ? sort.direction : null
        return (
          <HeaderCell
            key={column.key}
            scope="col"
            $align={align}
            $width={column.width}
            aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : undefined}
          >
            {column.sortable && onSortChange ? (
              <SortButton
                type="button"
                $align={align}
                onClick={() => onSortChange(toggleSort(sort ?? { key: '', direction: 'ASC' }, column.key))}
              >
                {column.header}
                {sortIcon(direction)}
              </SortButton>
            ) : (
              column.header
            )}
          </HeaderCell>
        )
      })}
      {downloadColumn && (
        <IconHeaderCell scope="col" $align="center" $width={theme.sizes.gridIconColumn + theme.sizes.gap}>
          <VisuallyHidden>{dataGridTexts.downloadColumn}</VisuallyHidden>
        </IconHeaderCell>
      )}
    </tr>
  )
}
