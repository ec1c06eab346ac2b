import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'
import { breakpoints } from '../../theme/tokens'
import { useDebouncedValue } from '../../utils/useDebouncedValue'
import { printPages } from './printPages'
import { documentViewerTexts as texts } from './texts'
import { useCurrentPage } from './useCurrentPage'
import { useHitFollowing } from './useHitFollowing'
import { usePdfSearch } from './usePageTexts'
import { useElementSize, useFirstPageSize } from './viewerHooks'
import { viewerKeyAction, type ViewerAction } from './viewerKeys'
import type { ViewerToolbarProps } from './ViewerToolbar'
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

/** Room around a page in the frame (PdfViewer's page slot padding), so a fitted page is not cut by the scrollbar. */
const FRAME_PADDING = 40
/** The pause in typing after which the search runs. */
const SEARCH_PAUSE_MS = 250

/**
 * The reader of one opened PDF: what it has set (page, zoom, rotation, thumbnails, search), what that comes to (the
 * scale, the hits), and what it can do, by toolbar or by key (every action announced). PdfViewer lays it out.
 */
export function usePdfReader(pdf: PDFDocumentProxy, onDownload: () => void) {
  const pageCount = pdf.numPages
  const list = useRef<VirtuosoHandle>(null)
  const thumbnailList = useRef<VirtuosoHandle>(null)
  const searchField = useRef<HTMLInputElement>(null)
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

  // The elements it measures and moves, apart from the state: their refs are handed to the elements as they are.
  const refs = { list, thumbnailList, searchField, frameRef, viewerRef, scrollerRef }
  // The toolbar's state and actions, under its own prop names.
  const toolbar: Omit<ViewerToolbarProps, 'fieldId' | 'onDownload'> = {
    thumbnails,
    onToggleThumbnails: toggleThumbnails,
    currentPage,
    pageCount,
    pageText,
    onPageTextChange: setPageText,
    onPageField,
    onGoToPage: goToPage,
    zoom,
    scale,
    onZoom: changeZoom,
    onRotate: rotate,
    searchField,
    query,
    onQueryChange: setQuery,
    searchStatus,
    hitCount,
    onMoveHit: moveHit,
    printing,
    onPrint: () => void print(),
  }
  return [
    refs,
    {
      pageCount,
      narrow,
      rotation,
      scale,
      baseSize,
      thumbnails,
      announcement,
      search,
      currentPage,
      pickThumbnail,
      highlightsByPage,
      searchAnnouncement,
      onKeyDown,
      toolbar,
    },
  ] as const
}
