import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { navigationTabTexts, needsTooltip } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { filterOptions } from '../../inputs/Select'
import { SearchInput } from '../../inputs/SearchInput'
import { componentTexts } from '../../texts'
import { moveIndex, navigateOnClick, trapTabKey, useLinkNavigation } from '../../utils'
import {
  FundLabel,
  FundLinkItem,
  FundsEmpty,
  FundsList,
  FundsPopup,
  FundsScroller,
  FundsSearch,
} from './FundsMenuList.styles'
import { theme } from '../../theme/tokens'

/** Links drawn beyond the list's visible part, above and below, so a quick scroll shows no gap. */
const OVERSCAN = 6

export interface FundLink {
  id: string | number
  label: string
  href: string
}

export interface FundsMenuListProps {
  links: readonly FundLink[]
  /** Closes the menu; `focusTrigger` gives the tab its focus back. */
  onClose: (focusTrigger: boolean) => void
}

/**
 * The open Funds menu (its code loads on first open): a search box, which takes focus, over the fund profile
 * links that match it. Arrows move between the box and the links, Tab stays inside, Escape closes.
 */
export function FundsMenuList({ links, onClose }: FundsMenuListProps) {
  const navigate = useLinkNavigation()
  const searchRef = useRef<HTMLInputElement | null>(null)
  const listRef = useRef<HTMLDivElement | null>(null)
  const linkRefs = useRef(new Map<number, HTMLAnchorElement>())
  const [query, setQuery] = useState('')
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
    searchRef.current?.focus()
  }, [])
  useEffect(() => {
    if (focused >= 0) linkRefs.current.get(focused)?.focus()
  }, [focused])

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose(true)
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
    <FundsPopup onKeyDown={onKeyDown}>
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
                    onClose(false)
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
    </FundsPopup>
  )
}
