import { useEffect, useRef, type ReactNode } from 'react'
import { componentTexts } from '../../texts'
import { SearchInput } from '../SearchInput'
import { OptionList, optionId } from './OptionList'
import { PopupActions, PopupSearch } from './Select.styles'
import type { ListFieldPopup } from './useListPopup'

export interface ListPopupProps<V extends string | number> {
  popup: ListFieldPopup<V>
  listId: string
  labelId: string
  searchable: boolean
  searchLabel: string
  isSelected: (value: V) => boolean
  multiple?: boolean
  visibleOptions?: number
  actions?: ReactNode
}

/**
 * What a Select or MultiSelect opens (its code loads on first open): the optional search box (a combobox pointing
 * at the active option), optional actions and the option list. It takes focus when it appears: the search box, or
 * without one the list itself.
 */
export function ListPopup<V extends string | number>({
  popup,
  listId,
  labelId,
  searchable,
  searchLabel,
  isSelected,
  multiple,
  visibleOptions,
  actions,
}: ListPopupProps<V>) {
  const focusTarget = useRef<HTMLElement | null>(null)
  const takeFocus = (element: HTMLElement | null) => {
    focusTarget.current = element
  }
  useEffect(() => {
    focusTarget.current?.focus()
  }, [])
  const { activeIndex } = popup
  return (
    <>
      {searchable && (
        <PopupSearch>
          <SearchInput
            ref={takeFocus}
            label={searchLabel}
            value={popup.query}
            onChange={popup.changeQuery}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          />
        </PopupSearch>
      )}
      {actions && <PopupActions>{actions}</PopupActions>}
      <OptionList
        id={listId}
        labelledBy={labelId}
        options={popup.visible}
        activeIndex={activeIndex}
        isSelected={isSelected}
        onPick={popup.pick}
        onActivate={popup.setActiveIndex}
        multiple={multiple}
        visibleOptions={visibleOptions}
        emptyText={componentTexts.noMatches}
        focusable={!searchable}
        listRef={searchable ? undefined : takeFocus}
      />
    </>
  )
}
