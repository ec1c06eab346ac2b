import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import styled from 'styled-components'
import { REPORT_FRAME } from '../../data/ReportTable/reportFrame'
import { scrollsSideways } from '../../utils/useOverflowsSideways'
import { PageLayout, type PageLayoutProps } from './PageLayout'
import { theme } from '../../theme/tokens'

/** Sized by its own width (not the window's), so a report inside a narrow frame stacks too. */
const Frame = styled.div`
  container-type: inline-size;
  min-width: 0;
`

const Columns = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space.lg};
  min-width: 0;

  /* On a phone the drawer goes above the report, across the page, instead of beside it. */
  @container (max-width: ${theme.sizes.drawerWidth * 2.5}px) {
    flex-direction: column;

    & > aside {
      width: auto;
      border-right: 0;
      border-bottom: ${theme.sizes.border}px solid ${theme.colors.border};
    }
  }
`

const Main = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`

export interface ReportPageProps extends Omit<PageLayoutProps, 'children' | 'hideTitle'> {
  /** The collapsible reports drawer (ReportsDrawer), beside the report. */
  drawer?: ReactNode
  /** The report's filters (a FilterBar). */
  filters?: ReactNode
  /** The report body: its loading, empty, failed or loaded state. */
  children: ReactNode
  /** Called when a table of the report is wider than the room beside the drawer (so it scrolls sideways). */
  onTooWideBesideDrawer?: () => void
}

/** Whether a report table inside the element scrolls sideways in its frame (REPORT_FRAME marks the frames). */
const hasTableTooWide = (element: HTMLElement): boolean =>
  Array.from(element.querySelectorAll<HTMLElement>(`[${REPORT_FRAME}]`)).some(scrollsSideways)

/** The page's fonts are in: before, a fallback font's wider figures would make a table look too wide for a moment. */
const fontsLoaded = (): boolean => typeof document.fonts === 'undefined' || document.fonts.status === 'loaded'

/** How long a table must stay too wide before it counts: a window still taking its new size does not. */
const TOO_WIDE_FOR_MS = 150

/**
 * Calls back while asked to when a report table in the element is too wide and stays so: when the report arrives,
 * when the fonts are in, or when the frame narrows. Says whether it is deciding (the page may still change).
 */
function useTooWide(ref: RefObject<HTMLElement | null>, onTooWide: (() => void) | undefined): boolean {
  const [deciding, setDeciding] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || !onTooWide || typeof ResizeObserver === 'undefined') return
    let confirming: number | undefined
    const tooWide = () => fontsLoaded() && hasTableTooWide(element)
    const check = () => {
      if (confirming !== undefined || !tooWide()) return
      setDeciding(true)
      confirming = window.setTimeout(() => {
        confirming = undefined
        setDeciding(false)
        if (tooWide()) onTooWide()
      }, TOO_WIDE_FOR_MS)
    }
    check()
    void document.fonts?.ready.then(check)
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => {
      window.clearTimeout(confirming)
      confirming = -1
      observer.disconnect()
      setDeciding(false)
    }
  }, [ref, onTooWide])
  return deciding
}

/**
 * The page of a report (spec §2.3): the reports drawer beside the page layout (back link, title, 'Export as
 * Excel'), then the filter bar and the report body.
 */
export function ReportPage({ drawer, filters, children, onTooWideBesideDrawer, ...page }: ReportPageProps) {
  const main = useRef<HTMLDivElement>(null)
  const deciding = useTooWide(main, onTooWideBesideDrawer)
  return (
    <Frame>
      <Columns>
        {drawer}
        {/* While it decides whether the drawer must make room, the report is busy (data-settling for the tests). */}
        <Main ref={main} aria-busy={deciding || undefined} data-settling={deciding || undefined}>
          <PageLayout {...page}>
            {filters}
            {children}
          </PageLayout>
        </Main>
      </Columns>
    </Frame>
  )
}
