import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import styled, { createGlobalStyle } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { px, VisuallyHidden } from '../../theme/mixins'
import { below, breakpoints } from '../../theme/tokens'
import { documentViewerTexts as texts } from './texts'
import { openPdf, PdfOpenError, type PdfProblem } from './pdf'
import { PdfPage, type PageHighlight } from './PdfPage'
import { PdfThumbnail } from './PdfThumbnail'
import { ViewerToolbar } from './ViewerToolbar'
import { printPages } from './printPages'
import { useDocumentSearch } from './usePageTexts'
import { viewerTokens } from './viewerTokens'
import {
  FIT_WIDTH,
  pageFromInput,
  rotatedClockwise,
  rotatedSize,
  scaleFor,
  steppedZoom,
  type Rotation,
  type Size,
  type Zoom,
} from './viewerMath'
import { useDebouncedQuery, useElementSize } from './viewerHooks'
import { viewerKeyAction, type ViewerAction } from './viewerKeys'

/** A document printed from the viewer: only its pages go to the printer, one per sheet (printPages). */
const PrintStyle = createGlobalStyle`
  [data-print-pages] { display: none; }
  @media print {
    body:has(> [data-print-pages]) > :not([data-print-pages]) { display: none !important; }
    [data-print-pages] { display: block; }
    [data-print-pages] img { display: block; width: 100%; break-after: page; }
  }
`

const Root = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  flex: 1;
  min-height: 0;
  min-width: 0;
`

const Body = styled.div<{ $sidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ $sidebar }) => ($sidebar ? `${px(viewerTokens.sidebarWidth)} 1fr` : '1fr')};
  min-height: 0;
  background: ${viewerTokens.background};
`

const Sidebar = styled.nav`
  min-height: 0;
  border-right: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const PagesFrame = styled.div`
  position: relative;
  min-height: 0;
  min-width: 0;
`

const PageSlot = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${below(breakpoints.narrow)} {
    padding: ${({ theme }) => theme.space.xs};
  }
`

const Centered = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
`

export interface PdfViewerProps {
  /** The file's bytes, as the provider sent them. */
  bytes: ArrayBuffer
  title: string
  /** Saves the file (the same name rules as the documents grid's download). */
  onDownload: () => void
  /** The file is not a PDF that can be shown (encrypted, damaged, empty): the caller offers the download. */
  onProblem: (problem: PdfProblem) => void
}

/** The pages in view in the viewer's frame, and the one that fills most of it. */
function pagesInView(frame: HTMLElement): { shown: number[]; most: number | null } {
  const box = frame.getBoundingClientRect()
  const shown: number[] = []
  let most: number | null = null
  let largest = 0
  for (const page of frame.querySelectorAll<HTMLElement>('[data-page]')) {
    const rect = page.getBoundingClientRect()
    const visible = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top)
    if (visible <= 0) continue
    const number = Number(page.dataset.page)
    shown.push(number)
    if (visible > largest) {
      largest = visible
      most = number
    }
  }
  return { shown, most }
}

/** Room around a page in the frame (PageSlot's padding), so a fitted page is not cut by the scrollbar. */
const FRAME_PADDING = 40

/**
 * A PDF read in the portal (PDF.js's display layer): pages drawn as they come into view and released far out of
 * it; page n of m with a page field; zoom to fit or 50–400 %; rotation; text search with every hit marked and the
 * current one followed; thumbnails; print and download. Every action has a key, and what it did is announced.
 */
export default function PdfViewer({ bytes, title, onDownload, onProblem }: PdfViewerProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null)
  useEffect(() => {
    let stale = false
    let opened: PDFDocumentProxy | null = null
    // PDF.js takes the buffer over (it moves to the worker): it is given a copy, so the caller's can be saved.
    openPdf(bytes.slice(0)).then(
      (document) => {
        opened = document
        if (stale) void document.destroy()
        else setPdf(document)
      },
      (error: unknown) => {
        if (!stale) onProblem(error instanceof PdfOpenError ? error.problem : 'damaged')
      },
    )
    return () => {
      stale = true
      void opened?.destroy()
    }
  }, [bytes, onProblem])

  if (!pdf) {
    return (
      <Centered>
        <Spinner label={texts.preparing} />
      </Centered>
    )
  }
  return <LoadedPdf key={pdf.fingerprints[0] ?? ''} pdf={pdf} title={title} onDownload={onDownload} />
}

interface LoadedPdfProps {
  pdf: PDFDocumentProxy
  title: string
  onDownload: () => void
}

function LoadedPdf({ pdf, title, onDownload }: LoadedPdfProps) {
  const pageCount = pdf.numPages
  const list = useRef<VirtuosoHandle>(null)
  const thumbnailList = useRef<VirtuosoHandle>(null)
  const searchField = useRef<HTMLInputElement>(null)
  const shortcutsId = useId()
  const [frame, frameRef] = useElementSize<HTMLDivElement>()
  const [viewer, viewerRef] = useElementSize<HTMLDivElement>()
  // On a phone the thumbnails take the place of the pages, and picking one goes back to the pages.
  const narrow = viewer.width > 0 && viewer.width < breakpoints.narrow
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH)
  const [rotation, setRotation] = useState<Rotation>(0)
  const [currentPage, setCurrentPage] = useState(1)
  const [pageText, setPageText] = useState('1')
  const [thumbnails, setThumbnails] = useState(() => window.innerWidth >= breakpoints.navigation)
  const [announcement, setAnnouncement] = useState('')
  const [printing, setPrinting] = useState(false)
  const [firstPage, setFirstPage] = useState<Size | null>(null)
  const [query, setQuery] = useState('')
  const searched = useDebouncedQuery(query)
  const search = useDocumentSearch(pdf, searched)

  // Every page is sized as the first until it is drawn (PDF.js's own viewer does the same).
  useEffect(() => {
    let stale = false
    void pdf.getPage(1).then((page) => {
      if (stale) return
      const { width, height } = page.getViewport({ scale: 96 / 72 })
      setFirstPage({ width, height })
    })
    return () => {
      stale = true
    }
  }, [pdf])

  const baseSize = firstPage ?? { width: 816, height: 1056 }
  const scale = scaleFor(zoom, rotatedSize(baseSize, rotation), {
    width: frame.width - FRAME_PADDING,
    height: frame.height - FRAME_PADDING,
  })

  // The page the reader went to stays the current page while it is in view, even where the list cannot bring it
  // to the top (the last pages); scrolling it out of view hands the choice back to what is shown.
  const chosenPage = useRef<number | null>(null)
  const scroller = useRef<HTMLElement | null>(null)
  const pending = useRef(0)
  // After a scroll (once a frame): the page that fills most of the frame is the current one.
  const onScrolled = useCallback(() => {
    cancelAnimationFrame(pending.current)
    pending.current = requestAnimationFrame(() => {
      const frame = scroller.current
      if (!frame) return
      const { shown, most } = pagesInView(frame)
      const chosen = chosenPage.current
      if (chosen !== null && shown.includes(chosen)) return
      chosenPage.current = null
      if (most !== null) {
        setCurrentPage(most)
        setPageText(String(most))
      }
    })
  }, [])
  useEffect(() => () => cancelAnimationFrame(pending.current), [])
  // The thumbnails follow the page read: its thumbnail is brought into view when it is not.
  useEffect(() => {
    thumbnailList.current?.scrollIntoView({ index: currentPage - 1 })
  }, [currentPage, thumbnails])

  const goToPage = useCallback(
    (page: number, announce = true) => {
      const target = Math.min(Math.max(page, 1), pageCount)
      chosenPage.current = target
      list.current?.scrollToIndex({ index: target - 1, align: 'start' })
      setCurrentPage(target)
      setPageText(String(target))
      if (announce) setAnnouncement(texts.page(target, pageCount))
    },
    [pageCount],
  )

  const changeZoom = (next: Zoom) => {
    setZoom(next)
    const nextScale = scaleFor(next, rotatedSize(baseSize, rotation), {
      width: frame.width - FRAME_PADDING,
      height: frame.height - FRAME_PADDING,
    })
    setAnnouncement(texts.zoomed(Math.round(nextScale * 100)))
    // The page being read stays the page in view.
    requestAnimationFrame(() => goToPage(currentPage, false))
  }
  const rotate = () => {
    const next = rotatedClockwise(rotation)
    setRotation(next)
    setAnnouncement(texts.rotated(next))
    requestAnimationFrame(() => goToPage(currentPage, false))
  }
  const toggleThumbnails = () => setThumbnails((shown) => !shown)
  const pickThumbnail = (page: number) => {
    if (narrow) setThumbnails(false)
    // After the pages are back in place of the thumbnails.
    requestAnimationFrame(() => goToPage(page))
  }

  // The hit followed: the first one as the hits arrive, then wherever next and previous take it.
  const [followed, setFollowed] = useState({ query: '', index: 0 })
  const hitCount = search.hits.length
  const hitIndex = followed.query === searched ? Math.min(followed.index, Math.max(hitCount - 1, 0)) : 0
  const hit = search.hits[hitIndex]
  const moveHit = (step: 1 | -1) => {
    if (hitCount === 0) return
    const next = (hitIndex + step + hitCount) % hitCount
    setFollowed({ query: searched, index: next })
    const target = search.hits[next]
    if (target) goToPage(target.page, false)
    setAnnouncement(texts.hitsAnnounced(next + 1, hitCount))
  }
  // A new search's first hit is brought into view as soon as it is found.
  const firstHitPage = search.hits[0]?.page
  useEffect(() => {
    if (firstHitPage !== undefined) list.current?.scrollToIndex({ index: firstHitPage - 1, align: 'start' })
  }, [firstHitPage])
  const searchStatus =
    searched.trim() === ''
      ? ''
      : search.searching && hitCount === 0
        ? texts.searching
        : hitCount === 0
          ? texts.noHits
          : texts.hits(hitIndex + 1, hitCount)
  // Announced once the search is done (its count), and not at every page it reads.
  const searchAnnouncement =
    searched.trim() === '' || search.searching
      ? ''
      : hitCount === 0
        ? texts.noHits
        : texts.hitsAnnounced(1, hitCount)

  const highlightsByPage = useMemo(() => {
    const byPage = new Map<number, PageHighlight[]>()
    search.hits.forEach((each) => {
      const highlights = byPage.get(each.page) ?? []
      highlights.push({ parts: each.parts, current: each === hit })
      byPage.set(each.page, highlights)
    })
    return byPage
  }, [search.hits, hit])

  // The current hit is brought into view once its page has drawn it.
  useEffect(() => {
    if (!hit) return
    let frames = 0
    let request = 0
    const reveal = () => {
      const mark = document.querySelector(`[data-page="${hit.page}"] mark[data-current]`)
      if (mark) mark.scrollIntoView({ block: 'center', inline: 'nearest' })
      else if ((frames += 1) < 60) request = requestAnimationFrame(reveal)
    }
    request = requestAnimationFrame(reveal)
    return () => cancelAnimationFrame(request)
  }, [hit])

  const print = async () => {
    if (printing) return
    setPrinting(true)
    setAnnouncement(texts.printing)
    try {
      await printPages(pdf)
    } finally {
      setPrinting(false)
    }
  }

  const perform: Record<ViewerAction, () => void> = {
    search: () => {
      searchField.current?.focus()
      searchField.current?.select()
    },
    print: () => void print(),
    download: onDownload,
    nextHit: () => moveHit(1),
    previousHit: () => moveHit(-1),
    nextPage: () => goToPage(currentPage + 1),
    previousPage: () => goToPage(currentPage - 1),
    firstPage: () => goToPage(1),
    lastPage: () => goToPage(pageCount),
    zoomIn: () => changeZoom(steppedZoom(scale, 1)),
    zoomOut: () => changeZoom(steppedZoom(scale, -1)),
    fitWidth: () => changeZoom(FIT_WIDTH),
    rotate,
    thumbnails: toggleThumbnails,
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = viewerKeyAction(event, event.target instanceof HTMLInputElement)
    if (!action) return
    event.preventDefault()
    perform[action]()
  }

  const onPageField = () => {
    const page = pageFromInput(pageText, pageCount)
    if (page === null) setPageText(String(currentPage))
    else goToPage(page)
  }

  return (
    <Root
      ref={viewerRef}
      role="region"
      aria-label={texts.viewer(title)}
      aria-describedby={shortcutsId}
      onKeyDown={onKeyDown}
    >
      <PrintStyle />
      <VisuallyHidden id={shortcutsId}>{texts.shortcuts}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {searchAnnouncement}
      </VisuallyHidden>
      <ViewerToolbar
        fieldId={`${shortcutsId}-page`}
        thumbnails={thumbnails}
        onToggleThumbnails={toggleThumbnails}
        currentPage={currentPage}
        pageCount={pageCount}
        pageText={pageText}
        onPageTextChange={setPageText}
        onPageField={onPageField}
        onGoToPage={goToPage}
        zoom={zoom}
        scale={scale}
        onZoom={changeZoom}
        onRotate={rotate}
        searchField={searchField}
        query={query}
        onQueryChange={setQuery}
        searchStatus={searchStatus}
        hitCount={hitCount}
        onMoveHit={moveHit}
        printing={printing}
        onPrint={() => void print()}
        onDownload={onDownload}
      />
      <Body $sidebar={thumbnails && !narrow}>
        {thumbnails && (
          <Sidebar aria-label={texts.thumbnailsList}>
            <Virtuoso
              ref={thumbnailList}
              style={{ height: '100%' }}
              totalCount={pageCount}
              increaseViewportBy={400}
              itemContent={(index) => (
                <PdfThumbnail
                  pdf={pdf}
                  pageNumber={index + 1}
                  current={index + 1 === currentPage}
                  estimatedSize={baseSize}
                  rotation={rotation}
                  onSelect={pickThumbnail}
                />
              )}
            />
          </Sidebar>
        )}
        <PagesFrame ref={frameRef} hidden={thumbnails && narrow}>
          <Virtuoso
            ref={list}
            style={{ height: '100%' }}
            totalCount={pageCount}
            // A screen above and below is drawn ahead; pages further away are unmounted and their canvas freed.
            increaseViewportBy={{ top: 600, bottom: 1200 }}
            scrollerRef={(element) => {
              scroller.current?.removeEventListener('scroll', onScrolled)
              scroller.current = element instanceof HTMLElement ? element : null
              scroller.current?.addEventListener('scroll', onScrolled, { passive: true })
            }}
            itemContent={(index) => (
              <PageSlot>
                <PdfPage
                  pdf={pdf}
                  pageNumber={index + 1}
                  pageCount={pageCount}
                  scale={scale}
                  rotation={rotation}
                  estimatedSize={baseSize}
                  textItems={search.itemsOf(index + 1)}
                  highlights={highlightsByPage.get(index + 1)}
                />
              </PageSlot>
            )}
          />
        </PagesFrame>
      </Body>
    </Root>
  )
}
