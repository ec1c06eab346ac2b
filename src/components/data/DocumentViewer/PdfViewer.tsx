import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useId } from 'react'
import { Virtuoso } from 'react-virtuoso'
import styled, { createGlobalStyle } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { px, VisuallyHidden } from '../../theme/mixins'
import { below, breakpoints, theme } from '../../theme/tokens'
import { documentViewerTexts as texts } from './texts'
import type { PdfProblem } from './pdf'
import { PdfPage } from './PdfPage'
import { PdfThumbnail } from './PdfThumbnail'
import { ViewerToolbar } from './ViewerToolbar'
import { usePdfReader } from './usePdfReader'
import { viewerTokens } from './viewerTokens'
import { useOpenedPdf } from './viewerHooks'

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
  border-right: ${px(theme.sizes.border)} solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
`

const PagesFrame = styled.div`
  position: relative;
  min-height: 0;
  min-width: 0;
`

const PageSlot = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  ${below(breakpoints.narrow)} {
    padding: ${theme.space.xs};
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
  const shortcutsId = useId()
  const [{ list, thumbnailList, frameRef, viewerRef, scrollerRef }, reader] = usePdfReader(pdf, onDownload)

  return (
    <Root
      ref={viewerRef}
      role="region"
      aria-label={texts.viewer(title)}
      aria-describedby={shortcutsId}
      onKeyDown={reader.onKeyDown}
    >
      <PrintStyle />
      <VisuallyHidden id={shortcutsId}>{texts.shortcuts}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {reader.announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {reader.searchAnnouncement}
      </VisuallyHidden>
      <ViewerToolbar fieldId={`${shortcutsId}-page`} {...reader.toolbar} onDownload={onDownload} />
      <Body $sidebar={reader.thumbnails && !reader.narrow}>
        {reader.thumbnails && (
          <Sidebar aria-label={texts.thumbnailsList}>
            <Virtuoso
              ref={thumbnailList}
              style={{ height: '100%' }}
              totalCount={reader.pageCount}
              increaseViewportBy={400}
              itemContent={(index) => (
                <PdfThumbnail
                  pdf={pdf}
                  pageNumber={index + 1}
                  current={index + 1 === reader.currentPage}
                  estimatedSize={reader.baseSize}
                  rotation={reader.rotation}
                  onSelect={reader.pickThumbnail}
                />
              )}
            />
          </Sidebar>
        )}
        <PagesFrame ref={frameRef} hidden={reader.thumbnails && reader.narrow}>
          <Virtuoso
            ref={list}
            style={{ height: '100%' }}
            totalCount={reader.pageCount}
            // A screen above and below is drawn ahead; pages further away are unmounted and their canvas freed.
            increaseViewportBy={{ top: 600, bottom: 1200 }}
            scrollerRef={scrollerRef}
            itemContent={(index) => (
              <PageSlot>
                <PdfPage
                  pdf={pdf}
                  pageNumber={index + 1}
                  pageCount={reader.pageCount}
                  scale={reader.scale}
                  rotation={reader.rotation}
                  estimatedSize={reader.baseSize}
                  textItems={reader.search.itemsOf(index + 1)}
                  highlights={reader.highlightsByPage.get(index + 1)}
                />
              </PageSlot>
            )}
          />
        </PagesFrame>
      </Body>
    </Root>
  )
}
