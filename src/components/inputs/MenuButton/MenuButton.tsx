import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Popover } from '../../feedback/Popover'
import { popupCode, usePopupTrigger, type Placement } from '../../utils'
import type { MenuGroup } from './MenuPopup'
import { MenuTrigger, type MenuTriggerVariant } from './MenuTrigger.styles'

/** The open menu's code (its items, keys and links) loads when a menu is first opened. */
const MenuPopup = popupCode(() => import('./MenuPopup').then((module) => module.MenuPopup))

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
  const id = useId()
  const { triggerRef, open, setOpen, close } = usePopupTrigger()
  const [startAt, setStartAt] = useState(0)
  const itemCount = groups.reduce((count, group) => count + group.items.length, 0)

  const show = (index: number) => {
    setStartAt(Math.max(0, index))
    setOpen(true)
  }
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      show(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show(itemCount - 1)
    }
  }

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
        <MenuPopup id={id} label={label} groups={groups} footer={footer} startAt={startAt} onClose={close} />
      </Popover>
    </>
  )
}
