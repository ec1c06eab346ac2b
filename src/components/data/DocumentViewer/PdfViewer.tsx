import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import styled, { createGlobalStyle } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { px, VisuallyHidden } from '../../theme/mixins'
import { below, breakpoints } from '../../theme/tokens'
import { documentViewerTexts as texts } from './texts'
import type { PdfProblem } from './pdf'
import { PdfPage } from './PdfPage'
import { PdfThumbnail } from './PdfThumbnail'
import { ViewerToolbar } from './ViewerToolbar'
import { printPages } from './printPages'
import { usePdfSearch } from './usePageTexts'
import { viewerTokens } from './viewerTokens'
import {
  FIT_WIDTH,
  pageFromInput,
  rotatedClockwise,
  rotatedSize,
  scaleFor,
  steppedZoom,
  type Rotation,
  type Zoom,
} from './viewerMath'
import { useFirstPageSize, useElementSize, useOpenedPdf } from './viewerHooks'
import { useCurrentPage } from './useCurrentPage'
import { useHitFollowing } from './useHitFollowing'
import { useDebouncedValue } from '../../utils/useDebouncedValue'
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

/** Room around a page in the frame (PageSlot's padding), so a fitted page is not cut by the scrollbar. */
const FRAME_PADDING = 40
/** The pause in typing after which the search runs. */
const SEARCH_PAUSE_MS = 250

/**
 * A PDF read in the portal (PDF.js's display layer): pages drawn as they come into view and released far out of
 * it; page n of m with a page field; zoom to fit or 50–400 %; rotation; text search with every hit marked and the
 * current one followed; thumbnails; print and download. Every action has a key, and what it did is announced.
 */
export default function PdfViewer({ bytes, title, onDownload, onProblem }: PdfViewerProps) {
  const pdf = useOpenedPdf(bytes, onProblem)
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
  const [thumbnails, setThumbnails] = useState(() => window.innerWidth >= breakpoints.navigation)
  const [announcement, setAnnouncement] = useState('')
  const [printing, setPrinting] = useState(false)
  const [query, setQuery] = useState('')
  // Each keystroke does not search anew: the search starts once the reader pauses.
  const searched = useDebouncedValue(query, SEARCH_PAUSE_MS)
  const search = usePdfSearch(pdf, searched)

  const firstPage = useFirstPageSize(pdf)
  const baseSize = firstPage ?? { width: 816, height: 1056 }
  const scale = scaleFor(zoom, rotatedSize(baseSize, rotation), {
    width: frame.width - FRAME_PADDING,
    height: frame.height - FRAME_PADDING,
  })

  const {
    currentPage,
    pageText,
    setPageText,
    goToPage: showPage,
    scrollerRef,
  } = useCurrentPage(list, pageCount)
  const goToPage = (page: number) => setAnnouncement(texts.page(showPage(page), pageCount))
  // The thumbnails follow the page read: its thumbnail is brought into view when it is not.
  useEffect(() => {
    thumbnailList.current?.scrollIntoView({ index: currentPage - 1 })
  }, [currentPage, thumbnails])

  const changeZoom = (next: Zoom) => {
    setZoom(next)
    const nextScale = scaleFor(next, rotatedSize(baseSize, rotation), {
      width: frame.width - FRAME_PADDING,
      height: frame.height - FRAME_PADDING,
    })
    setAnnouncement(texts.zoomed(Math.round(nextScale * 100)))
    // The page being read stays the page in view.
    requestAnimationFrame(() => showPage(currentPage))
  }
  const rotate = () => {
    const next = rotatedClockwise(rotation)
    setRotation(next)
    setAnnouncement(texts.rotated(next))
    requestAnimationFrame(() => showPage(currentPage))
  }
  const toggleThumbnails = () => setThumbnails((shown) => !shown)
  const pickThumbnail = (page: number) => {
    if (narrow) setThumbnails(false)
    // After the pages are back in place of the thumbnails.
    requestAnimationFrame(() => goToPage(page))
  }

  const { hitCount, moveHit, highlightsByPage, searchStatus, searchAnnouncement } = useHitFollowing(
    search,
    searched,
    list,
    showPage,
    setAnnouncement,
  )

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
            scrollerRef={scrollerRef}
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
