import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTheme } from 'styled-components'
import { navigationTabTexts, needsTooltip } from '../../../domain'
import { Popover } from '../../feedback/Popover'
import { Tooltip } from '../../feedback/Tooltip'
import { ChevronDownIcon } from '../../icons'
import { filterOptions } from '../../inputs/Select'
import { SearchInput } from '../../inputs/SearchInput'
import { componentTexts } from '../../texts'
import { moveIndex, navigateOnClick, trapTabKey, useLinkNavigation } from '../../utils'
import {
  FundLabel,
  FundLinkItem,
  FundsEmpty,
  FundsList,
  FundsScroller,
  FundsSearch,
  TabButton,
} from './NavTabs.styles'

export interface FundLink {
  id: string | number
  label: string
  href: string
}

export interface FundsMenuProps {
  links: readonly FundLink[]
  disabled: boolean
  active: boolean
}

/**
 * The Funds tab: a searchable dropdown (440 wide) of the fund profile pages. A name of 45 characters or more is cut
 * to the width and shown whole in a tooltip on hover and keyboard focus.
 */
/** Links drawn beyond the list's visible part, above and below, so a quick scroll shows no gap. */
const OVERSCAN = 6

export function FundsMenu({ links, disabled, active }: FundsMenuProps) {
  const theme = useTheme()
  const navigate = useLinkNavigation()
  const id = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const searchRef = useRef<HTMLInputElement | null>(null)
  const listRef = useRef<HTMLDivElement | null>(null)
  const linkRefs = useRef(new Map<number, HTMLAnchorElement>())
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [returnFocus, setReturnFocus] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const [focused, setFocused] = useState(-1)
  const visible = useMemo(
    () =>
      filterOptions(
        links.map((link) => ({ ...link, value: link.id })),
        query,
      ),
    [links, query],
  )
  // Only the links in view are drawn (a manager may have 1,500 funds): every link is one line of the same height.
  const itemHeight = theme.sizes.option
  const viewport = theme.sizes.listMaxHeight
  const first = Math.max(0, Math.floor(scrollTop / itemHeight) - OVERSCAN)
  const last = Math.min(visible.length, Math.ceil((scrollTop + viewport) / itemHeight) + OVERSCAN)

  useEffect(() => {
    if (open) searchRef.current?.focus()
  }, [open])
  useEffect(() => {
    if (returnFocus > 0) triggerRef.current?.focus()
  }, [returnFocus])
  useEffect(() => {
    if (focused >= 0) linkRefs.current.get(focused)?.focus()
  }, [focused])

  const close = (focusTrigger: boolean) => {
    setOpen(false)
    search('')
    if (focusTrigger) setReturnFocus((count) => count + 1)
  }

  const scrollListTo = (top: number) => {
    if (listRef.current) listRef.current.scrollTop = top
    setScrollTop(top)
  }

  /** A new query lists its matches from the top. */
  const search = (text: string) => {
    setQuery(text)
    setFocused(-1)
    scrollListTo(0)
  }

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close(true)
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const current = event.target === searchRef.current ? -1 : focused
      const next = moveIndex(current, event.key, visible.length)
      if (next < 0) return
      // Bring the link into view (drawn) before it takes focus.
      const top = next * itemHeight
      if (top < scrollTop) scrollListTo(top)
      else if (top + itemHeight > scrollTop + viewport) scrollListTo(top + itemHeight - viewport)
      setFocused(next)
      linkRefs.current.get(next)?.focus()
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
          <SearchInput ref={searchRef} label={componentTexts.fundsSearch} value={query} onChange={search} />
        </FundsSearch>
        {visible.length === 0 ? (
          <FundsEmpty role="status">
            {links.length === 0 ? componentTexts.noFunds : componentTexts.noMatches}
          </FundsEmpty>
        ) : (
          <FundsScroller ref={listRef} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
            <FundsList
              aria-label={navigationTabTexts.funds}
              style={{
                paddingTop: `calc(${theme.space.xs} + ${first * itemHeight}px)`,
                paddingBottom: `calc(${theme.space.xs} + ${(visible.length - last) * itemHeight}px)`,
              }}
            >
              {visible.slice(first, last).map((link, offset) => {
                const index = first + offset
                const item = (
                  <FundLinkItem
                    ref={(element) => {
                      if (element) linkRefs.current.set(index, element)
                      else linkRefs.current.delete(index)
                    }}
                    href={link.href}
                    onFocus={() => setFocused(index)}
                    onClick={(event) => {
                      close(false)
                      navigateOnClick(event, link.href, navigate)
                    }}
                  >
                    <FundLabel>{link.label}</FundLabel>
                  </FundLinkItem>
                )
                return (
                  <li key={link.id} aria-setsize={visible.length} aria-posinset={index + 1}>
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
          </FundsScroller>
        )}
      </Popover>
    </>
  )
}
