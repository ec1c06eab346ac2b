import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { isListKey, moveIndex, navigateOnClick, useLinkNavigation } from '../../utils'
import { GroupLabel, Item, ItemHint, MenuList, Separator } from './Menu.styles'

export interface MenuItem {
  id: string
  label: string
  /** Shown but not activatable; `hint` says why (read as the item's description). */
  disabled?: boolean
  hint?: string | null
  /** Marks the item of the current page (aria-current). */
  current?: boolean
  /** An action… */
  onSelect?: () => void
  /** …or a link: in-app (through the LinkNavigationProvider) or external (opens a new window). */
  href?: string
  external?: boolean
}

export interface MenuGroup {
  id: string
  /** A visible heading and the group's accessible name. */
  label?: string
  items: readonly MenuItem[]
}

export interface MenuPopupProps {
  id: string
  label: string
  groups: readonly MenuGroup[]
  footer?: ReactNode
  /** The item focused when the menu appears (its index among all items). */
  startAt: number
  /** Closes the menu; `focusTrigger` gives the button its focus back. */
  onClose: (focusTrigger: boolean) => void
}

/**
 * The open menu of a MenuButton (its code loads on first open): arrows, Home and End move the focus among the
 * items; Escape or Tab close it; an item acts or navigates.
 */
export function MenuPopup({ id, label, groups, footer, startAt, onClose }: MenuPopupProps) {
  const navigate = useLinkNavigation()
  const itemRefs = useRef<Array<HTMLElement | null>>([])
  const [focusIndex, setFocusIndex] = useState(startAt)
  const items = groups.flatMap((group) => group.items)

  useEffect(() => {
    itemRefs.current[focusIndex]?.focus()
  }, [focusIndex])

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isListKey(event.key) && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') {
      event.preventDefault()
      setFocusIndex((current) => moveIndex(current, event.key as 'ArrowDown', items.length))
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      event.stopPropagation()
      onClose(true)
    }
  }

  const activate = (item: MenuItem) => {
    if (item.disabled) return
    onClose(!item.href)
    item.onSelect?.()
  }

  const offsets = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.items.length, 0),
  )
  return (
    <MenuList id={id} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
      {groups.map((group, groupIndex) => (
        <Fragment key={group.id}>
          {groupIndex > 0 && <Separator role="separator" />}
          {group.label && <GroupLabel aria-hidden="true">{group.label}</GroupLabel>}
          <div role="group" aria-label={group.label}>
            {group.items.map((item, indexInGroup) => {
              const itemIndex = (offsets[groupIndex] ?? 0) + indexInGroup
              const hintId = item.hint ? `${id}-hint-${itemIndex}` : undefined
              const common = {
                ref: (element: HTMLElement | null) => {
                  itemRefs.current[itemIndex] = element
                },
                role: 'menuitem',
                tabIndex: -1,
                'aria-disabled': item.disabled || undefined,
                'aria-describedby': hintId,
                'aria-current': item.current ? ('page' as const) : undefined,
                $current: item.current,
              }
              const content = (
                <>
                  {item.label}
                  {item.hint && <ItemHint id={hintId}>{item.hint}</ItemHint>}
                </>
              )
              return item.href && !item.disabled ? (
                <Item
                  key={item.id}
                  as="a"
                  {...common}
                  href={item.href}
                  target={item.external ? '_blank' : undefined}
                  rel={item.external ? 'noopener noreferrer' : undefined}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    activate(item)
                    if (!item.external) navigateOnClick(event, item.href ?? '', navigate)
                  }}
                  onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
                    if (event.key === ' ') {
                      event.preventDefault()
                      event.currentTarget.click()
                    }
                  }}
                >
                  {content}
                </Item>
              ) : (
                <Item key={item.id} type="button" {...common} onClick={() => activate(item)}>
                  {content}
                </Item>
              )
            })}
          </div>
        </Fragment>
      ))}
      {footer}
    </MenuList>
  )
}
