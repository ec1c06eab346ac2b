import { describe, expect, it } from 'vitest'
import { figureAttributes, figureWidthEm, isFigureText } from './figureFit'

describe('figureWidthEm', () => {
  it("adds Inter's advances: tabular digits, the narrower separators and signs", () => {
    // Ten digits and three group separators, semibold: 175 px at 24 px, as the browser lays it out.
    expect(figureWidthEm('7,130,411,420', 600)).toBeCloseTo((10 * 1325 + 3 * 550) / 2048, 10)
    expect(figureWidthEm('7,130,411,420', 600) * 24).toBeCloseTo(174.6, 1)
    expect(figureWidthEm('(1.50x)', 700)).toBeCloseTo((3 * 1324 + 550 + 2 * 800 + 1188) / 2048, 10)
    expect(figureWidthEm('8.0%', 400)).toBeCloseTo((2 * 1328 + 550 + 2011) / 2048, 10)
  })

  it('takes any other character as a full em, never too narrow', () => {
    expect(figureWidthEm('1 USD', 600)).toBeCloseTo((1325 + 550 + 3 * 2048) / 2048, 10)
  })
})

describe('isFigureText', () => {
  it('is a formatted number, not words or a missing value', () => {
    for (const figure of ['25,000,000', '1.26x', '(1.234,5)', '8.0%', 12])
      expect(isFigureText(figure)).toBe(true)
    for (const other of ['Usage reports', '-', '', 'Q3 2026', null, undefined])
      expect(isFigureText(other)).toBe(false)
  })
})

describe('figureAttributes', () => {
  it("marks the element and carries the figure's width, from $figure or the children", () => {
    const attributes = figureAttributes(600)
    expect(attributes({ children: '1.26x' })).toEqual({
      'data-figure': '',
      style: { '--figure-em': figureWidthEm('1.26x', 600) },
    })
    expect(attributes({ $figure: '1.26x', children: null }).style).toEqual({
      '--figure-em': figureWidthEm('1.26x', 600),
    })
  })
})
