import { useId } from 'react'
import { navigationTabTexts } from '../../../domain'
import { Popover } from '../../feedback/Popover'
import { ChevronDownIcon } from '../../icons'
import { popupCode, usePopupTrigger } from '../../utils'
import type { FundLink } from './FundsMenuList'
import { TabButton } from './NavTabs.styles'
import { theme } from '../../theme/tokens'

/** The open menu's code (search, the list of links, their tooltips) loads when the menu is first opened. */
const FundsMenuList = popupCode(() => import('./FundsMenuList').then((module) => module.FundsMenuList))

export interface FundsMenuProps {
  links: readonly FundLink[]
  disabled: boolean
  active: boolean
}

/**
 * The Funds tab: a searchable dropdown (440 wide) of the fund profile pages. A name of 45 characters or more is cut
 * to the width and shown whole in a tooltip on hover and keyboard focus.
 */
export function FundsMenu({ links, disabled, active }: FundsMenuProps) {
  const id = useId()
  const { triggerRef, open, setOpen, close } = usePopupTrigger()

  return (
    <>
      <TabButton
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        $active={active}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (!open && event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        {navigationTabTexts.funds}
        <ChevronDownIcon size="sm" />
      </TabButton>
      <Popover
        open={open}
        anchorRef={triggerRef}
        width={theme.dimensions.fundsDropdownWidth}
        onDismiss={() => close(false)}
        id={id}
      >
        <FundsMenuList links={links} onClose={close} />
      </Popover>
    </>
  )
}
