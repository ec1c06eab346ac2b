import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Popover } from '../../feedback/Popover'
import { isListKey, moveIndex, navigateOnClick, useLinkNavigation, type Placement } from '../../utils'
import {
  GroupLabel,
  Item,
  ItemHint,
  MenuList,
  MenuTrigger,
  Separator,
  type MenuTriggerVariant,
} from './Menu.styles'

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

export interface MenuButtonProps {
  /** The accessible name of the button (its visible content may be an icon only). */
  label: string
  /** What the button shows; the label when omitted. */
  children?: ReactNode
  groups: readonly MenuGroup[]
  variant?: MenuTriggerVariant
  /** The tab of the current page (variant tab). */
  active?: boolean
  disabled?: boolean
  placement?: Placement
  width?: number
  /** Extra content under the items (e.g. a hint). */
  footer?: ReactNode
}

/**
 * A button opening a menu (role menu): Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape or Tab close it and focus returns to the button.
 */
export function MenuButton({
  label,
  children,
  groups,
  variant = 'button',
  active,
  disabled,
  placement = 'bottom-start',
  width,
  footer,
}: MenuButtonProps) {
  const navigate = useLinkNavigation()
  const id = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLElement | null>>([])
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const [returnFocus, setReturnFocus] = useState(0)
  const items = groups.flatMap((group) => group.items)

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])
  useEffect(() => {
    if (returnFocus > 0) triggerRef.current?.focus()
  }, [returnFocus])

  const show = (index: number) => {
    setFocusIndex(Math.max(0, index))
    setOpen(true)
  }
  const close = (focusTrigger: boolean) => {
    setOpen(false)
    if (focusTrigger) setReturnFocus((count) => count + 1)
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      show(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show(items.length - 1)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isListKey(event.key) && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') {
      event.preventDefault()
      setFocusIndex((current) => moveIndex(current, event.key as 'ArrowDown', items.length))
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    }
  }

  const activate = (item: MenuItem) => {
    if (item.disabled) return
    close(!item.href)
    item.onSelect?.()
  }

  const offsets = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.items.length, 0),
  )
  return (
    <>
      <MenuTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={children ? label : undefined}
        disabled={disabled}
        $variant={variant}
        $active={active}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {children ?? label}
      </MenuTrigger>
      <Popover
        open={open}
        anchorRef={triggerRef}
        onDismiss={() => close(false)}
        placement={placement}
        width={width}
      >
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
      </Popover>
    </>
  )
}
