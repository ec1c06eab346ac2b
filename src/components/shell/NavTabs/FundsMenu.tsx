import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTheme } from 'styled-components'
import { navigationTabTexts, needsTooltip } from '../../../domain'
import { Popover } from '../../feedback/Popover'
import { Tooltip } from '../../feedback/Tooltip'
import { ChevronDownIcon } from '../../icons'
import { filterOptions } from '../../inputs/Select'
import { SearchInput } from '../../inputs/SearchInput'
import { componentTexts } from '../../texts'
import { moveIndex, navigateOnClick, trapTabKey, type NavigateHandler } from '../../utils'
import { FundLabel, FundLinkItem, FundsEmpty, FundsList, FundsSearch, TabButton } from './NavTabs.styles'

export interface FundLink {
  id: string | number
  label: string
  href: string
}

export interface FundsMenuProps {
  links: readonly FundLink[]
  disabled: boolean
  active: boolean
  onNavigate?: NavigateHandler
}

/**
 * The Funds tab: a searchable dropdown (440 wide) of the fund profile pages. A name of 45 characters or more is cut
 * to the width and shown whole in a tooltip on hover and keyboard focus.
 */
export function FundsMenu({ links, disabled, active, onNavigate }: FundsMenuProps) {
  const theme = useTheme()
  const id = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const searchRef = useRef<HTMLInputElement | null>(null)
  const linkRefs = useRef<Array<HTMLAnchorElement | null>>([])
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [returnFocus, setReturnFocus] = useState(0)
  const visible = filterOptions(
    links.map((link) => ({ ...link, value: link.id })),
    query,
  )

  useEffect(() => {
    if (open) searchRef.current?.focus()
  }, [open])
  useEffect(() => {
    if (returnFocus > 0) triggerRef.current?.focus()
  }, [returnFocus])

  const close = (focusTrigger: boolean) => {
    setOpen(false)
    setQuery('')
    if (focusTrigger) setReturnFocus((count) => count + 1)
  }

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close(true)
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const current = linkRefs.current.findIndex((link) => link === document.activeElement)
      linkRefs.current[moveIndex(current, event.key, visible.length)]?.focus()
      return
    }
    trapTabKey(event, event.currentTarget)
  }

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
        onKeyDown={onPopupKeyDown}
        id={id}
      >
        <FundsSearch>
          <SearchInput ref={searchRef} label={componentTexts.fundsSearch} value={query} onChange={setQuery} />
        </FundsSearch>
        {visible.length === 0 ? (
          <FundsEmpty role="status">
            {links.length === 0 ? componentTexts.noFunds : componentTexts.noMatches}
          </FundsEmpty>
        ) : (
          <FundsList aria-label={navigationTabTexts.funds}>
            {visible.map((link, index) => {
              const item = (
                <FundLinkItem
                  ref={(element) => {
                    linkRefs.current[index] = element
                  }}
                  href={link.href}
                  onClick={(event) => {
                    close(false)
                    navigateOnClick(event, link.href, onNavigate)
                  }}
                >
                  <FundLabel>{link.label}</FundLabel>
                </FundLinkItem>
              )
              return (
                <li key={link.id}>
                  {needsTooltip(link.label) ? (
                    <Tooltip content={link.label} describe={false} block placement="bottom-start">
                      {item}
                    </Tooltip>
                  ) : (
                    item
                  )}
                </li>
              )
            })}
          </FundsList>
        )}
      </Popover>
    </>
  )
}
