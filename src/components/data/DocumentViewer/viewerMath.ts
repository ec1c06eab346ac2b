/** Zoom, pages and rotation of the document viewer: plain arithmetic, so it is tested without a PDF. */

/** The zoom a reader picks: the page's width or whole page in the window, or a percentage. */
export type Zoom = { kind: 'fitWidth' } | { kind: 'fitPage' } | { kind: 'percent'; value: number }

export const ZOOM_MIN_PERCENT = 50
export const ZOOM_MAX_PERCENT = 400
/** The steps zoom in and zoom out move through (percent). */
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300, 400] as const

export const FIT_WIDTH: Zoom = { kind: 'fitWidth' }
export const FIT_PAGE: Zoom = { kind: 'fitPage' }

export type Rotation = 0 | 90 | 180 | 270

/** A page's size in CSS pixels at 100 % (PDF points are 1/72 in, CSS pixels 1/96 in). */
export const CSS_PIXELS_PER_POINT = 96 / 72

export interface Size {
  width: number
  height: number
}

/** A page's size at 100 % once rotated. */
export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width }
}

/** The scale (1 = 100 %) a zoom gives a page of `page` size (at 100 %, rotated) in a frame of `frame` size. */
export function scaleFor(zoom: Zoom, page: Size, frame: Size): number {
  if (zoom.kind === 'percent') return clampPercent(zoom.value) / 100
  if (page.width <= 0 || page.height <= 0 || frame.width <= 0) return 1
  const byWidth = frame.width / page.width
  const scale = zoom.kind === 'fitWidth' ? byWidth : Math.min(byWidth, frame.height / page.height)
  return Math.min(Math.max(scale, ZOOM_MIN_PERCENT / 100 / 4), ZOOM_MAX_PERCENT / 100)
}

export const clampPercent = (value: number): number =>
  Math.min(ZOOM_MAX_PERCENT, Math.max(ZOOM_MIN_PERCENT, Math.round(value)))

/** The next zoom step above (1) or below (-1) the scale shown now. */
export function steppedZoom(currentScale: number, direction: 1 | -1): Zoom {
  const percent = currentScale * 100
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse()
  const next = steps.find((step) => (direction === 1 ? step > percent + 0.5 : step < percent - 0.5))
  return { kind: 'percent', value: next ?? (direction === 1 ? ZOOM_MAX_PERCENT : ZOOM_MIN_PERCENT) }
}

/** A quarter turn clockwise. */
export const rotatedClockwise = (rotation: Rotation): Rotation => ((rotation + 90) % 360) as Rotation

/** A page number typed by the reader, within 1…pageCount; null when it is not a number. */
export function pageFromInput(text: string, pageCount: number): number | null {
  const value = Number(text.trim())
  if (!Number.isInteger(value) || text.trim() === '') return null
  return Math.min(Math.max(value, 1), Math.max(pageCount, 1))
}

/**
 * The canvas's pixel ratio for a page: the screen's, but never more pixels than `maxPixels` (a 400 % page on a
 * dense screen would otherwise take hundreds of megabytes).
 */
export function outputScale(cssSize: Size, devicePixelRatio: number, maxPixels = 16_000_000): number {
  const wanted = Math.max(devicePixelRatio, 1)
  const area = cssSize.width * cssSize.height
  if (area <= 0) return wanted
  return Math.min(wanted, Math.sqrt(maxPixels / area))
}
