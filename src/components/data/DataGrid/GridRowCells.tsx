import { memo } from 'react'
import type { Id, UserFormats } from '../../../domain'
import { DownloadIcon, FlagIcon } from '../../icons'
import { Checkbox } from '../../inputs/Checkbox'
import { IconButton } from '../../inputs/IconButton'
import { VisuallyHidden } from '../../theme/mixins'
import { dataGridTexts } from '../../texts'
import { cellContent, columnAlign, type DataGridColumn } from './cells'
import { Cell, IconCell, SelectCell, UnreadDot } from './DataGrid.styles'

/** What every row renders with; one object per grid render, so unchanged rows skip re-rendering while scrolling. */
export interface RowSpec<T> {
  columns: readonly DataGridColumn<T>[]
  formats?: UserFormats
  getRowId: (row: T) => Id
  rowLabel: (row: T) => string
  isRead?: (row: T) => boolean
  isHighlighted?: (row: T) => boolean
  /** Present when rows are selectable. */
  onSelect?: (id: Id, selected: boolean) => void
  actionFlag?: { isFlagged: (row: T) => boolean; onToggle: (row: T) => void }
  onDownload?: (row: T) => void
}

interface GridRowCellsProps<T> {
  row: T
  selected: boolean
  spec: RowSpec<T>
}

function GridRowCellsImpl<T>({ row, selected, spec }: GridRowCellsProps<T>) {
  const { columns, formats, isRead, isHighlighted, onSelect, actionFlag, onDownload } = spec
  const name = spec.rowLabel(row)
  const unread = isRead ? !isRead(row) : false
  return (
    <>
      {isRead && (
        <IconCell $align="center">
          <UnreadDot $unread={unread} aria-hidden="true" />
          <VisuallyHidden>{unread ? dataGridTexts.unread : dataGridTexts.read}</VisuallyHidden>
        </IconCell>
      )}
      {onSelect && (
        <SelectCell $align="left">
          <Checkbox
            label={dataGridTexts.selectRow(name)}
            hideLabel
            checked={selected}
            onChange={(next) => onSelect(spec.getRowId(row), next)}
          />
        </SelectCell>
      )}
      {actionFlag && (
        <IconCell $align="center">
          <IconButton
            label={dataGridTexts.actionItem(name)}
            icon={<FlagIcon size="sm" />}
            pressed={actionFlag.isFlagged(row)}
            onClick={() => actionFlag.onToggle(row)}
          />
        </IconCell>
      )}
      {columns.map((column, columnIndex) => (
        <Cell key={column.key} $align={columnAlign(column)} $strong={unread && columnIndex === 0}>
          {cellContent(column, row, formats)}
          {columnIndex === 0 && isHighlighted?.(row) && (
            <VisuallyHidden>, {dataGridTexts.pending}</VisuallyHidden>
          )}
        </Cell>
      ))}
      {onDownload && (
        <IconCell $align="center">
          <IconButton
            label={dataGridTexts.download(name)}
            icon={<DownloadIcon size="sm" />}
            onClick={() => onDownload(row)}
          />
        </IconCell>
      )}
    </>
  )
}

/** The cells of one row: read indicator, select, action flag, the data columns, download. */
export const GridRowCells = memo(GridRowCellsImpl) as typeof GridRowCellsImpl
