import { useEffect, useRef, type ReactNode } from 'react'
import { componentTexts } from '../../texts'
import { dropdownIds } from '../Field/DropdownField'
import { SearchInput } from '../SearchInput'
import { OptionList, optionId } from './OptionList'
import { PopupActions, PopupSearch } from './Select.styles'
import type { ListFieldPopup } from './useListPopup'

/** How a Select or a MultiSelect shows its list: the choices of the field, not of its frame. */
export interface ListSettings<V extends string | number> {
  /** Adds a search field above the options that filters them as you type. */
  searchable?: boolean
  /** The search field's accessible name (default: 'Search'). */
  searchLabel?: string
  /** Whether an option's value is chosen (its check mark, aria-selected). */
  isSelected: (value: V) => boolean
  /** Check boxes for a multiple choice (aria-multiselectable). */
  multiple?: boolean
  /** Options shown before the list scrolls. */
  visibleOptions?: number
  /** Buttons above the options (the multi-select's Select All and Clear). */
  actions?: ReactNode
}

export interface ListPopupProps<V extends string | number> {
  popup: ListFieldPopup<V>
  /** The field's id (dropdownIds): the list takes its popup id and is named by its label. */
  id: string
  settings: ListSettings<V>
}

/**
 * What a Select or MultiSelect opens (its code loads on first open): the optional search box (a combobox pointing
 * at the active option), optional actions and the option list. It takes focus when it appears: the search box, or
 * without one the list itself.
 */
export function ListPopup<V extends string | number>({ popup, id, settings }: ListPopupProps<V>) {
  const { searchable = false, searchLabel = componentTexts.searchPlaceholder, isSelected, actions } = settings
  const { labelId, popupId: listId } = dropdownIds(id)
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
        multiple={settings.multiple}
        visibleOptions={settings.visibleOptions}
        emptyText={componentTexts.noMatches}
        focusable={!searchable}
        listRef={searchable ? undefined : takeFocus}
      />
    </>
  )
}
