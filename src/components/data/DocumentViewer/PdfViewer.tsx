import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import styled, { createGlobalStyle } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { ChevronDownIcon, ChevronUpIcon, DownloadIcon } from '../../icons'
import { PrintIcon, RotateIcon, ThumbnailsIcon, ZoomInIcon, ZoomOutIcon } from './icons'
import { IconButton } from '../../inputs/IconButton'
import { SearchInput } from '../../inputs/SearchInput'
import { Select } from '../../inputs/Select'
import { px, VisuallyHidden } from '../../theme/mixins'
import { below, breakpoints } from '../../theme/tokens'
import { documentViewerTexts as texts } from './texts'
import { openPdf, PdfOpenError, type PdfProblem } from './pdf'
import { PdfPage, type PageHighlight } from './PdfPage'
import { PdfThumbnail } from './PdfThumbnail'
import { printPages } from './printPages'
import { useDocumentSearch } from './usePageTexts'
import { viewerTokens } from './viewerTokens'
import {
  FIT_PAGE,
  FIT_WIDTH,
  pageFromInput,
  rotatedClockwise,
  rotatedSize,
  scaleFor,
  steppedZoom,
  ZOOM_STEPS,
  type Rotation,
  type Size,
  type Zoom,
} from './viewerMath'
import { useDebouncedQuery, useElementSize } from './viewerHooks'

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  ${below(breakpoints.narrow)} {
    padding: ${({ theme }) => theme.space.xs};
    gap: ${({ theme }) => theme.space.xs};
  }
`

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

const SearchGroup = styled(Group)`
  flex: 1 1 16rem;
  max-width: 28rem;
`

const PageInput = styled.input`
  width: 3.5rem;
  height: ${({ theme }) => px(theme.sizes.controlSm)};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  text-align: center;
`

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  white-space: nowrap;
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

const zoomOptions = [
  { value: 'fitWidth', label: texts.fitWidth },
  { value: 'fitPage', label: texts.fitPage },
  ...ZOOM_STEPS.map((step) => ({ value: String(step), label: texts.percent(step) })),
]

const zoomValue = (zoom: Zoom): string => (zoom.kind === 'percent' ? String(zoom.value) : zoom.kind)
const zoomFrom = (value: string): Zoom =>
  value === 'fitWidth'
    ? FIT_WIDTH
    : value === 'fitPage'
      ? FIT_PAGE
      : { kind: 'percent', value: Number(value) }

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
  const percent = Math.round(scale * 100)

  const goToPage = useCallback(
    (page: number, announce = true) => {
      const target = Math.min(Math.max(page, 1), pageCount)
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = event.ctrlKey || event.metaKey
    const inField = event.target instanceof HTMLInputElement
    if (command && event.key.toLowerCase() === 'f') {
      event.preventDefault()
      searchField.current?.focus()
      searchField.current?.select()
      return
    }
    if (command && event.key.toLowerCase() === 'p') {
      event.preventDefault()
      void print()
      return
    }
    if (command && event.key.toLowerCase() === 's') {
      event.preventDefault()
      onDownload()
      return
    }
    if (event.key === 'F3') {
      event.preventDefault()
      moveHit(event.shiftKey ? -1 : 1)
      return
    }
    if (inField || command || event.altKey) return
    const actions: Record<string, () => void> = {
      PageDown: () => goToPage(currentPage + 1),
      n: () => goToPage(currentPage + 1),
      PageUp: () => goToPage(currentPage - 1),
      p: () => goToPage(currentPage - 1),
      Home: () => goToPage(1),
      End: () => goToPage(pageCount),
      '/': () => searchField.current?.focus(),
      '+': () => changeZoom(steppedZoom(scale, 1)),
      '=': () => changeZoom(steppedZoom(scale, 1)),
      '-': () => changeZoom(steppedZoom(scale, -1)),
      '0': () => changeZoom(FIT_WIDTH),
      r: rotate,
      t: toggleThumbnails,
    }
    const action = actions[event.key]
    if (action) {
      event.preventDefault()
      action()
    }
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
      <Toolbar role="toolbar" aria-label={texts.toolbar}>
        <Group>
          <IconButton
            label={texts.thumbnails}
            icon={<ThumbnailsIcon size="sm" />}
            pressed={thumbnails}
            aria-keyshortcuts="T"
            onClick={toggleThumbnails}
          />
          <IconButton
            label={texts.previousPage}
            icon={<ChevronUpIcon size="sm" />}
            disabled={currentPage <= 1}
            aria-keyshortcuts="PageUp P"
            onClick={() => goToPage(currentPage - 1)}
          />
          <VisuallyHidden as="label" htmlFor={`${shortcutsId}-page`}>
            {texts.pageField}
          </VisuallyHidden>
          <PageInput
            id={`${shortcutsId}-page`}
            inputMode="numeric"
            value={pageText}
            onChange={(event) => setPageText(event.target.value)}
            onBlur={onPageField}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onPageField()
            }}
          />
          <Muted>{texts.ofPages(pageCount)}</Muted>
          <IconButton
            label={texts.nextPage}
            icon={<ChevronDownIcon size="sm" />}
            disabled={currentPage >= pageCount}
            aria-keyshortcuts="PageDown N"
            onClick={() => goToPage(currentPage + 1)}
          />
        </Group>
        <Group>
          <IconButton
            label={texts.zoomOut}
            icon={<ZoomOutIcon size="sm" />}
            aria-keyshortcuts="-"
            onClick={() => changeZoom(steppedZoom(scale, -1))}
          />
          <Select
            label={texts.zoom}
            hideLabel
            width={128}
            options={
              zoom.kind === 'percent' && !ZOOM_STEPS.some((step) => step === zoom.value)
                ? [...zoomOptions, { value: zoomValue(zoom), label: texts.percent(zoom.value) }]
                : zoomOptions
            }
            value={zoomValue(zoom)}
            onChange={(value) => changeZoom(zoomFrom(value))}
          />
          <IconButton
            label={texts.zoomIn}
            icon={<ZoomInIcon size="sm" />}
            aria-keyshortcuts="+"
            onClick={() => changeZoom(steppedZoom(scale, 1))}
          />
          <Muted aria-hidden="true">{texts.percent(percent)}</Muted>
          <IconButton
            label={texts.rotate}
            icon={<RotateIcon size="sm" />}
            aria-keyshortcuts="R"
            onClick={rotate}
          />
        </Group>
        <SearchGroup>
          <SearchInput
            ref={searchField}
            label={texts.search}
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={setQuery}
            aria-keyshortcuts="Control+F /"
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                moveHit(event.shiftKey ? -1 : 1)
              }
            }}
          />
          <Muted aria-hidden="true" data-hit-count="">
            {searchStatus}
          </Muted>
          <IconButton
            label={texts.previousHit}
            icon={<ChevronUpIcon size="sm" />}
            disabled={hitCount === 0}
            aria-keyshortcuts="Shift+Enter Shift+F3"
            onClick={() => moveHit(-1)}
          />
          <IconButton
            label={texts.nextHit}
            icon={<ChevronDownIcon size="sm" />}
            disabled={hitCount === 0}
            aria-keyshortcuts="Enter F3"
            onClick={() => moveHit(1)}
          />
        </SearchGroup>
        <Group>
          <IconButton
            label={texts.print}
            icon={<PrintIcon size="sm" />}
            disabled={printing}
            aria-keyshortcuts="Control+P"
            onClick={() => void print()}
          />
          <IconButton
            label={texts.download}
            icon={<DownloadIcon size="sm" />}
            aria-keyshortcuts="Control+S"
            onClick={onDownload}
          />
        </Group>
      </Toolbar>
      <Body $sidebar={thumbnails && !narrow}>
        {thumbnails && (
          <Sidebar aria-label={texts.thumbnailsList}>
            <Virtuoso
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
            rangeChanged={({ startIndex }) => {
              setCurrentPage(startIndex + 1)
              setPageText(String(startIndex + 1))
            }}
            atBottomStateChange={(atBottom) => {
              if (atBottom) {
                setCurrentPage(pageCount)
                setPageText(String(pageCount))
              }
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
