import { describe, expect, it } from 'vitest'
import { findHitsIn, normalisedQuery, pageText, type PageTextItem } from './textSearch'
import {
  FIT_PAGE,
  FIT_WIDTH,
  outputScale,
  pageFromInput,
  rotatedClockwise,
  rotatedSize,
  scaleFor,
  steppedZoom,
} from './viewerMath'
import { viewerKeyAction, type ViewerKey } from './viewerKeys'

describe('the document viewer’s zoom, pages and rotation', () => {
  const letter = { width: 816, height: 1056 }

  it('fits the page’s width, or the whole page, in the frame', () => {
    expect(scaleFor(FIT_WIDTH, letter, { width: 408, height: 2000 })).toBe(0.5)
    expect(scaleFor(FIT_PAGE, letter, { width: 1632, height: 528 })).toBe(0.5)
    expect(scaleFor(FIT_PAGE, letter, { width: 408, height: 5000 })).toBe(0.5)
  })

  it('keeps a percentage within 50–400 %', () => {
    expect(scaleFor({ kind: 'percent', value: 20 }, letter, letter)).toBe(0.5)
    expect(scaleFor({ kind: 'percent', value: 900 }, letter, letter)).toBe(4)
    expect(scaleFor({ kind: 'percent', value: 150 }, letter, letter)).toBe(1.5)
  })

  it('steps zoom through 50, 75, 100, 125, 150, 200, 300 and 400 %, from whatever is shown', () => {
    expect(steppedZoom(1, 1)).toEqual({ kind: 'percent', value: 125 })
    expect(steppedZoom(1.31, 1)).toEqual({ kind: 'percent', value: 150 })
    expect(steppedZoom(1.31, -1)).toEqual({ kind: 'percent', value: 125 })
    expect(steppedZoom(4, 1)).toEqual({ kind: 'percent', value: 400 })
    expect(steppedZoom(0.5, -1)).toEqual({ kind: 'percent', value: 50 })
  })

  it('turns a quarter at a time and swaps the page’s sides when on its side', () => {
    expect([0, 90, 180, 270].map((r) => rotatedClockwise(r as 0 | 90 | 180 | 270))).toEqual([90, 180, 270, 0])
    expect(rotatedSize(letter, 90)).toEqual({ width: 1056, height: 816 })
    expect(rotatedSize(letter, 180)).toEqual(letter)
  })

  it('reads a typed page number within the document, and nothing from text', () => {
    expect(pageFromInput('3', 12)).toBe(3)
    expect(pageFromInput(' 40 ', 12)).toBe(12)
    expect(pageFromInput('0', 12)).toBe(1)
    expect(pageFromInput('two', 12)).toBeNull()
    expect(pageFromInput('', 12)).toBeNull()
    expect(pageFromInput('2.5', 12)).toBeNull()
  })

  it('draws a page with the screen’s pixel ratio, but never more than 16 million pixels', () => {
    expect(outputScale({ width: 800, height: 1000 }, 2)).toBe(2)
    const huge = { width: 3264, height: 4224 }
    const ratio = outputScale(huge, 2)
    expect(huge.width * huge.height * ratio * ratio).toBeLessThanOrEqual(16_000_001)
  })
})

describe('searching a document’s text', () => {
  const page = (...strings: string[]) => strings.map((str) => ({ str }))
  /** The viewer's search (usePageTexts): each page's text read once, its hits found in page order. */
  const findHits = (pages: readonly (readonly PageTextItem[])[], query: string) =>
    pages.flatMap((items, index) => findHitsIn(pageText(items), index + 1, query))

  it('finds every hit on every page, without case or accents, in reading order', () => {
    const hits = findHits(
      [page('Capital Call Notice'), page('No call here'), page('CALL, call, Café')],
      'call',
    )
    expect(hits.map((hit) => hit.page)).toEqual([1, 2, 3, 3])
    expect(findHits([page('Café Résumé')], 'resume')).toEqual([
      { page: 1, parts: [{ item: 0, start: 5, end: 11 }] },
    ])
  })

  it('marks the characters of the item each hit covers, across items and line ends', () => {
    expect(findHits([page('The Capital ', 'Call')], 'capital call')).toEqual([
      {
        page: 1,
        parts: [
          { item: 0, start: 4, end: 12 },
          { item: 1, start: 0, end: 4 },
        ],
      },
    ])
    const wrapped = [{ str: 'capital', hasEOL: true }, { str: 'call' }]
    expect(findHits([wrapped], 'capital call')[0]?.parts).toEqual([
      { item: 0, start: 0, end: 7 },
      { item: 1, start: 0, end: 4 },
    ])
  })

  it('takes runs of white space as one, and finds nothing for an empty query', () => {
    expect(normalisedQuery('  Capital \n  Call ')).toBe('capital call')
    expect(findHits([page('capital    call')], 'capital call')).toHaveLength(1)
    expect(findHits([page('anything')], '   ')).toEqual([])
  })

  it('finds hostile text as text', () => {
    const script = '<img src=x onerror=alert(1)>'
    expect(findHits([page(`Fund ${script} Notice`)], script)[0]?.parts).toEqual([
      { item: 0, start: 5, end: 5 + script.length },
    ])
  })
})

describe('the document viewer’s keys', () => {
  const key = (name: string, modifiers: Partial<Omit<ViewerKey, 'key'>> = {}): ViewerKey => ({
    key: name,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  })

  it('turns pages, zooms, rotates and shows the thumbnails with single keys, outside a text field', () => {
    expect(
      ['PageDown', 'n', 'PageUp', 'p', 'Home', 'End'].map((k) => viewerKeyAction(key(k), false)),
    ).toEqual(['nextPage', 'nextPage', 'previousPage', 'previousPage', 'firstPage', 'lastPage'])
    expect(['+', '=', '-', '0', 'r', 't', '/'].map((k) => viewerKeyAction(key(k), false))).toEqual([
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'fitWidth',
      'rotate',
      'thumbnails',
      'search',
    ])
  })

  it('leaves single keys to a text field, where they are typed', () => {
    expect(viewerKeyAction(key('n'), true)).toBeNull()
    expect(viewerKeyAction(key('Home'), true)).toBeNull()
  })

  it('takes Ctrl or ⌘ with F, P and S for its search, print and download, even in a field; F3 for the matches', () => {
    expect(viewerKeyAction(key('f', { ctrlKey: true }), true)).toBe('search')
    expect(viewerKeyAction(key('P', { metaKey: true }), false)).toBe('print')
    expect(viewerKeyAction(key('s', { ctrlKey: true }), false)).toBe('download')
    expect(viewerKeyAction(key('F3'), true)).toBe('nextHit')
    expect(viewerKeyAction(key('F3', { shiftKey: true }), false)).toBe('previousHit')
    expect(viewerKeyAction(key('c', { ctrlKey: true }), false)).toBeNull()
    expect(viewerKeyAction(key('x'), false)).toBeNull()
  })
})
