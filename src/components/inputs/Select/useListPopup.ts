import { useState, type KeyboardEvent } from 'react'
import { moveIndex, usePopupTrigger } from '../../utils'
import { filterOptions } from './filterOptions'
import type { SelectOption } from './OptionList'

/**
 * The state and keyboard model shared by Select and MultiSelect: the trigger opens the popup with Enter, Space,
 * ArrowDown or ArrowUp; arrows (and Home/End in the list) move the active option; Enter (or Space in the list)
 * picks it; Escape closes and returns focus to the trigger. (The popup takes focus itself when it appears: see
 * ListPopup.)
 */
export function useListPopup<V extends string | number>(options: {
  all: readonly SelectOption<V>[]
  initialIndex: (visible: readonly SelectOption<V>[]) => number
  onPick: (option: SelectOption<V>) => void
  /** Tab stays inside the popup (MultiSelect's buttons); otherwise Tab closes it. */
  trapTab?: boolean
}) {
  const { triggerRef, open, setOpen, close } = usePopupTrigger()
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(-1)
  const visible = filterOptions(options.all, query)
  const isDisabled = (index: number) => visible[index]?.disabled === true

  const openPopup = (from: 'first' | 'last' | 'selected' = 'selected') => {
    const all = filterOptions(options.all, '')
    const start =
      from === 'selected'
        ? options.initialIndex(all)
        : moveIndex(
            -1,
            from === 'first' ? 'ArrowDown' : 'ArrowUp',
            all.length,
            (i) => all[i]?.disabled === true,
          )
    setQuery('')
    setActiveIndex(start)
    setOpen(true)
  }

  /** Picks an option (from the keyboard or a click on it). */
  const pick = options.onPick

  const changeQuery = (value: string) => {
    setQuery(value)
    const next = filterOptions(options.all, value)
    setActiveIndex(moveIndex(-1, 'ArrowDown', next.length, (i) => next[i]?.disabled === true))
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (open) return
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openPopup('selected')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openPopup('last')
    }
  }

  const onPopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.target instanceof HTMLInputElement
    const inList = (event.target as HTMLElement).getAttribute('role') === 'listbox'
    const key = event.key
    if (key === 'ArrowDown' || key === 'ArrowUp' || ((key === 'Home' || key === 'End') && !inSearch)) {
      if (!inSearch && !inList) return
      event.preventDefault()
      setActiveIndex((current) => moveIndex(current, key, visible.length, isDisabled))
    } else if ((key === 'Enter' && (inSearch || inList)) || (key === ' ' && inList)) {
      event.preventDefault()
      const option = visible[activeIndex]
      if (option && !option.disabled) pick(option)
    } else if (key === 'Tab' && !options.trapTab) {
      event.preventDefault()
      close(true)
    } else if (key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    }
  }

  return {
    open,
    query,
    visible,
    activeIndex,
    setActiveIndex,
    triggerRef,
    openPopup,
    close,
    pick,
    changeQuery,
    onTriggerKeyDown,
    onPopupKeyDown,
  }
}

/** What the field and its popup use of useListPopup. */
export type ListFieldPopup<V extends string | number> = ReturnType<typeof useListPopup<V>>
