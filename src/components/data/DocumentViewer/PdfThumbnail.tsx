import type { PDFDocumentProxy } from 'pdfjs-dist'
import { memo, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { focusRing, px } from '../../theme/mixins'
import { documentViewerTexts } from './texts'
import { viewerTokens } from './viewerTokens'
import { CSS_PIXELS_PER_POINT, rotatedSize, type Rotation, type Size } from './viewerMath'
import { theme } from '../../theme/tokens'

const Button = styled.button<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xxs};
  width: 100%;
  padding: ${theme.space.sm};
  border: 0;
  background: ${({ $current }) => ($current ? theme.colors.actionSubtle : 'transparent')};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: ${theme.typography.size.xs};
  cursor: pointer;
  ${focusRing}

  canvas {
    display: block;
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.raised};
    outline: ${({ $current }) => ($current ? `2px solid ${theme.colors.action}` : 'none')};
  }
`

export interface PdfThumbnailProps {
  pdf: PDFDocumentProxy
  pageNumber: number
  current: boolean
  estimatedSize: Size
  rotation: Rotation
  onSelect: (pageNumber: number) => void
}

/** A page in small, drawn when the sidebar shows it; a button that goes to the page. */
function PdfThumbnailImpl({
  pdf,
  pageNumber,
  current,
  estimatedSize,
  rotation,
  onSelect,
}: PdfThumbnailProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const estimated = rotatedSize(estimatedSize, rotation)
  const [height, setHeight] = useState((estimated.height * viewerTokens.thumbnailWidth) / estimated.width)
  useEffect(() => {
    const element = canvas.current
    if (!element) return
    let cancelled = false
    let cancel = () => {}
    void pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return
      const natural = page.getViewport({
        scale: CSS_PIXELS_PER_POINT,
        rotation: (page.rotate + rotation) % 360,
      })
      const viewport = page.getViewport({
        scale: (CSS_PIXELS_PER_POINT * viewerTokens.thumbnailWidth) / natural.width,
        rotation: (page.rotate + rotation) % 360,
      })
      element.width = Math.floor(viewport.width)
      element.height = Math.floor(viewport.height)
      setHeight(viewport.height)
      const task = page.render({ canvas: element, viewport })
      cancel = () => task.cancel()
      task.promise.catch(() => undefined)
    })
    return () => {
      cancelled = true
      cancel()
      element.width = 0
      element.height = 0
    }
  }, [pdf, pageNumber, rotation])
  return (
    <Button
      type="button"
      $current={current}
      aria-current={current ? 'page' : undefined}
      onClick={() => onSelect(pageNumber)}
    >
      <canvas
        ref={canvas}
        aria-hidden="true"
        style={{ width: px(viewerTokens.thumbnailWidth), height: px(height) }}
      />
      {documentViewerTexts.goToPage(pageNumber)}
    </Button>
  )
}

export const PdfThumbnail = memo(PdfThumbnailImpl)
