import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { px, tab } from '../../theme/mixins'
import { isListKey, moveIndex } from '../../utils'
import { theme } from '../../theme/tokens'

const TabList = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  overflow-x: auto;
`

const Tab = styled.button<{ $active: boolean }>`
  ${tab}
  min-height: ${px(theme.sizes.control)};
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${({ $active }) => ($active ? theme.colors.action : theme.colors.inkMuted)};
`

const Panel = styled.div`
  padding: ${theme.space.lg} 0;
`

/** T: the closed set of tab ids (e.g. a screen's views), so the selection comes back as one of them. */
export interface TabItem<T extends string = string> {
  id: T
  label: string
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps<T extends string = string> {
  /** Names the tab list for assistive technology. */
  label: string
  items: readonly TabItem<T>[]
  /** The selected tab when controlled. */
  selectedId?: T
  /** The tab selected at first when uncontrolled (default: the first enabled one). */
  defaultSelectedId?: T
  onSelect?: (id: T) => void
}

/** Tabs with arrow-key, Home and End navigation (automatic activation), e.g. the fund profile tabs. */
export function Tabs<T extends string>({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelect,
}: TabsProps<T>) {
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const firstEnabled = items.find((item) => !item.disabled)?.id
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? firstEnabled)
  const selected = selectedId ?? ownSelected
  const selectedItem = items.find((item) => item.id === selected)

  const select = (id: T) => {
    setOwnSelected(id)
    onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isListKey(event.key) || event.key === 'ArrowUp' || event.key === 'ArrowDown') return
    event.preventDefault()
    const current = items.findIndex((item) => item.id === selected)
    const next = moveIndex(current, event.key, items.length, (index) => items[index]?.disabled === true)
    const item = items[next]
    if (!item) return
    select(item.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = item.id === selected
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              $active={isSelected}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          )
        })}
      </TabList>
      {selectedItem && (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${items.indexOf(selectedItem)}`}
          tabIndex={0}
        >
          {selectedItem.content}
        </Panel>
      )}
    </div>
  )
}
