import type { CSSProperties, ReactNode } from 'react'
import { css } from 'styled-components'

/**
 * A figure that never loses a digit: shown on one line at its size, or smaller when its box is narrower than the
 * figure at that size, so it fills the box exactly; never cut off with an ellipsis. Its width is worked out from its
 * characters (src/domain's displays: tabular digits, group and decimal separators, the parentheses of a negative,
 * the 'x' of a multiple, '%'), so the type scales down only where the whole figure would not fit.
 */

/** The attribute that marks an element holding a figure (the layout test checks that none is cut off). */
export const FIGURE_ATTRIBUTE = 'data-figure'

/** The custom property carrying a figure's width in em, set on the figure's element. */
const FIGURE_EM = '--figure-em'

type FigureWeight = 400 | 600 | 700

/** Inter's font units to the em. */
const UNITS_PER_EM = 2048

/**
 * Advance widths of Inter's characters in font units, tabular figures on (the faces of src/components/theme/fonts):
 * each digit (and the hyphen, shown for a missing number) takes the same width, the separators much less.
 */
const ADVANCES: Record<FigureWeight, { digit: number } & Record<string, number>> = {
  400: { digit: 1328, ',': 550, '.': 550, ' ': 550, '(': 800, ')': 800, x: 1118, '%': 2011 },
  600: { digit: 1325, ',': 550, '.': 550, ' ': 550, '(': 800, ')': 800, x: 1165, '%': 2057 },
  700: { digit: 1324, ',': 550, '.': 550, ' ': 550, '(': 800, ')': 800, x: 1188, '%': 2080 },
}

/** Any other character is taken as a full em (wider than nearly every Latin letter): never too narrow. */
const OTHER_CHARACTER = UNITS_PER_EM

const DIGIT = /^[0-9-]$/

/** A figure's width in em, in Inter at this weight with tabular figures. */
export function figureWidthEm(text: string, weight: FigureWeight): number {
  const advances = ADVANCES[weight]
  let units = 0
  for (const character of text)
    units += DIGIT.test(character) ? advances.digit : (advances[character] ?? OTHER_CHARACTER)
  return units / UNITS_PER_EM
}

/** Whether a value is a figure: a formatted number (digits, separators, a sign or suffix), no words. */
export const isFigureText = (value: ReactNode): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') &&
  /^[\d.,() x%-]*\d[\d.,() x%-]*$/.test(String(value))

/**
 * The attributes of a figure's element (for a styled component's `.attrs`): its mark, and its width in em for
 * `fittedFigure`, from its text: `$figure`, or else its children (a string).
 */
export const figureAttributes =
  (weight: FigureWeight) =>
  ({ children, $figure }: { children?: ReactNode; $figure?: string | number }) => ({
    [FIGURE_ATTRIBUTE]: '',
    style: { [FIGURE_EM]: figureWidthEm(String($figure ?? children ?? ''), weight) } as CSSProperties,
  })

/**
 * A figure's font size: `size`, or less where its line, the width of its query container (an element with
 * `container-type: inline-size` around it), is narrower than the figure at that size: then it fills the line.
 */
export const fittedFigure = (size: string) => css`
  font-size: min(${size}, calc(100cqi / var(${FIGURE_EM})));
  white-space: nowrap;
`

/**
 * The query container of one figure (`fittedFigure` on its child), for a box whose width may depend on its content
 * (a tile sized to fit): as wide as the box makes it, and otherwise as wide as the figure at `size`, as the text
 * itself would make it.
 */
export const figureContainer = (size: string) => css`
  container-type: inline-size;
  contain-intrinsic-inline-size: calc(var(${FIGURE_EM}) * ${size});
`
