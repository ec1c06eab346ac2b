import { TextLayer, type PDFDocumentProxy, type PDFPageProxy, type PageViewport } from 'pdfjs-dist'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { memo, useEffect, useRef, useState, type CSSProperties } from 'react'
import styled from 'styled-components'
import { documentViewerTexts } from './texts'
import type { HitPart } from './textSearch'
import { viewerTokens } from './viewerTokens'
import { CSS_PIXELS_PER_POINT, outputScale, type Rotation, type Size } from './viewerMath'
import { theme } from '../../theme/tokens'

const Frame = styled.div`
  position: relative;
  margin: 0 auto;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  canvas {
    display: block;
    width: 100%;
    height: 100%;
  }

  /* PDF.js's text layer (its pdf_viewer.css, the rules the layer needs): invisible text over the canvas that can
     be selected, copied and read by a screen reader. */
  .textLayer {
    position: absolute;
    text-align: initial;
    inset: 0;
    overflow: clip;
    line-height: 1;
    text-size-adjust: none;
    forced-color-adjust: none;
    transform-origin: 0 0;
    caret-color: CanvasText;
    z-index: 0;
    --min-font-size: 1;
    --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
    --min-font-size-inv: calc(1 / var(--min-font-size));
  }
  .textLayer :is(span, br) {
    color: transparent;
    position: absolute;
    white-space: pre;
    cursor: text;
    transform-origin: 0% 0%;
  }
  .textLayer > :not(.markedContent),
  .textLayer .markedContent span:not(.markedContent) {
    z-index: 1;
    --font-height: 0;
    font-size: calc(var(--text-scale-factor) * var(--font-height));
    --scale-x: 1;
    --rotate: 0deg;
    transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
  }
  .textLayer .markedContent {
    display: contents;
  }
  .textLayer ::selection {
    background: color-mix(in srgb, AccentColor, transparent 75%);
  }
  [data-main-rotation='90'] {
    transform: rotate(90deg) translateY(-100%);
  }
  [data-main-rotation='180'] {
    transform: rotate(180deg) translate(-100%, -100%);
  }
  [data-main-rotation='270'] {
    transform: rotate(270deg) translateX(-100%);
  }
`

const Hit = styled.mark<{ $current: boolean }>`
  position: absolute;
  z-index: 2;
  pointer-events: none;
  border-radius: 2px;
  background: ${({ $current }) => ($current ? viewerTokens.searchHitCurrent : viewerTokens.searchHit)};
  outline: ${({ $current }) => ($current ? `2px solid ${theme.colors.warning}` : 'none')};
`

export interface PageHighlight {
  parts: HitPart[]
  current: boolean
}

export interface PdfPageProps {
  pdf: PDFDocumentProxy
  /** 1-based. */
  pageNumber: number
  pageCount: number
  /** 1 = 100 %. */
  scale: number
  rotation: Rotation
  /** The page's size at 100 % before it is drawn (the first page's, until this one is known). */
  estimatedSize: Size
  /** This page's text items, once the search has read them: where its hits are drawn. */
  textItems?: readonly TextItem[]
  highlights?: readonly PageHighlight[]
}

/** Where a hit's part lies on the page, in the viewport's pixels (rotation included). */
function partRect(viewport: PageViewport, item: TextItem, part: HitPart) {
  const [, , , , x, y] = item.transform
  const length = Math.max(item.str.length, 1)
  const from = x + (item.width * part.start) / length
  const to = x + (item.width * part.end) / length
  const height = item.height || Math.hypot(item.transform[2], item.transform[3])
  // Two corners in the viewport's pixels (PDF.js 6 has no convertToViewportRectangle: it was these two points).
  const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(from, y - height * 0.2) as number[]
  const [x2 = 0, y2 = 0] = viewport.convertToViewportPoint(to, y + height) as number[]
  return {
    left: Math.min(x1, x2),
    top: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  }
}

/**
 * One page: drawn on a canvas with its text layer when it is shown (the viewer's list mounts only the pages in and
 * near view), released when it is not: its drawing is cancelled, its canvas emptied, PDF.js's page data freed.
 */
function PdfPageImpl({
  pdf,
  pageNumber,
  pageCount,
  scale,
  rotation,
  estimatedSize,
  textItems,
  highlights = [],
}: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const textLayer = useRef<HTMLDivElement>(null)
  const [page, setPage] = useState<PDFPageProxy | null>(null)
  // The drawing on the canvas now (its scale and rotation), once PDF.js has finished it.
  const [drawn, setDrawn] = useState<string | null>(null)
  const wanted = `${scale} ${rotation}`

  useEffect(() => {
    let cancelled = false
    let loaded: PDFPageProxy | null = null
    void pdf.getPage(pageNumber).then((proxy) => {
      if (cancelled) return
      loaded = proxy
      setPage(proxy)
    })
    return () => {
      cancelled = true
      loaded?.cleanup()
    }
  }, [pdf, pageNumber])

  const viewport = page?.getViewport({
    scale: scale * CSS_PIXELS_PER_POINT,
    rotation: (page.rotate + rotation) % 360,
  })

  useEffect(() => {
    const element = canvas.current
    const layer = textLayer.current
    if (!page || !viewport || !element || !layer) return
    const ratio = outputScale(viewport, window.devicePixelRatio)
    element.width = Math.floor(viewport.width * ratio)
    element.height = Math.floor(viewport.height * ratio)
    const drawing = page.render({
      canvas: element,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    })
    const key = `${scale} ${rotation}`
    drawing.promise.then(
      () => setDrawn(key),
      () => undefined,
    )
    layer.replaceChildren()
    const text = new TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport })
    text.render().catch(() => undefined)
    return () => {
      drawing.cancel()
      text.cancel()
      // A released canvas keeps no bitmap: the memory of pages far out of view is given back.
      element.width = 0
      element.height = 0
    }
    // The viewport is derived from page, scale and rotation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, scale, rotation])

  const size = viewport
    ? { width: viewport.width, height: viewport.height }
    : {
        width: (rotation % 180 === 0 ? estimatedSize.width : estimatedSize.height) * scale,
        height: (rotation % 180 === 0 ? estimatedSize.height : estimatedSize.width) * scale,
      }
  const style = {
    width: size.width,
    height: size.height,
    '--total-scale-factor': viewport?.scale ?? scale,
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
  } as CSSProperties
  return (
    <Frame
      style={style}
      role="group"
      aria-label={documentViewerTexts.page(pageNumber, pageCount)}
      data-page={pageNumber}
      data-drawn={drawn === wanted ? '' : undefined}
    >
      <canvas ref={canvas} aria-hidden="true" />
      <div ref={textLayer} className="textLayer" />
      {viewport &&
        textItems &&
        highlights.flatMap((highlight, index) =>
          highlight.parts.map((part) => {
            const item = textItems[part.item]
            if (!item) return null
            return (
              <Hit
                key={`${index}-${part.item}-${part.start}`}
                $current={highlight.current}
                data-current={highlight.current ? '' : undefined}
                aria-hidden="true"
                style={partRect(viewport, item, part)}
              />
            )
          }),
        )}
    </Frame>
  )
}

export const PdfPage = memo(PdfPageImpl)
