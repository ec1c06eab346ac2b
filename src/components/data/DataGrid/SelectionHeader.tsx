import { documentTexts, downloadSelectionState } from '../../../domain'
import { ChevronDownIcon } from '../../icons'
import { Checkbox } from '../../inputs/Checkbox'
import { MenuButton } from '../../inputs/MenuButton'
import { dataGridTexts } from '../../texts'
import { SelectHeader } from './DataGrid.styles'

export interface SelectionHeaderProps {
  checked: boolean
  indeterminate: boolean
  selectedCount: number
  onSelectAll: () => void
  onDeselectAll: () => void
  /** Omitted: the menu has no download item. */
  onDownloadSelected?: () => void
}

/**
 * The select column's header: a checkbox for the loaded rows and a menu with Select All, Deselect All and
 * Download Selected (disabled with nothing or more than 50 selected, with the spec's hint).
 */
export function SelectionHeader({
  checked,
  indeterminate,
  selectedCount,
  onSelectAll,
  onDeselectAll,
  onDownloadSelected,
}: SelectionHeaderProps) {
  const download = downloadSelectionState(selectedCount)
  return (
    <SelectHeader>
      <Checkbox
        label={dataGridTexts.selectAllRows}
        hideLabel
        checked={checked}
        indeterminate={indeterminate}
        onChange={(next) => (next ? onSelectAll() : onDeselectAll())}
      />
      <MenuButton
        label={dataGridTexts.selectionOptions}
        variant="plain"
        groups={[
          {
            id: 'selection',
            items: [
              { id: 'select-all', label: documentTexts.selectAll, onSelect: onSelectAll },
              { id: 'deselect-all', label: documentTexts.deselectAll, onSelect: onDeselectAll },
              ...(onDownloadSelected
                ? [
                    {
                      id: 'download',
                      label: documentTexts.downloadSelected,
                      disabled: download.disabled,
                      hint: download.hint,
                      onSelect: onDownloadSelected,
                    },
                  ]
                : []),
            ],
          },
        ]}
      >
        <ChevronDownIcon size="sm" />
      </MenuButton>
    </SelectHeader>
  )
}
