import { describe, expect, it } from 'vitest'
import { moveIndex } from './listNavigation'
import { isPlainLeftClick } from './navigation'
import { popoverPlacement } from './usePopoverPosition'

describe('moveIndex', () => {
  const disabled = (index: number) => index === 1
  it('moves and wraps around the ends', () => {
    expect(moveIndex(0, 'ArrowDown', 3)).toBe(1)
    expect(moveIndex(2, 'ArrowDown', 3)).toBe(0)
    expect(moveIndex(0, 'ArrowUp', 3)).toBe(2)
    expect(moveIndex(1, 'Home', 3)).toBe(0)
    expect(moveIndex(0, 'End', 3)).toBe(2)
  })
  it('starts from nothing active at the first or last item', () => {
    expect(moveIndex(-1, 'ArrowDown', 3)).toBe(0)
    expect(moveIndex(-1, 'ArrowUp', 3)).toBe(2)
  })
  it('skips disabled items, and gives -1 when none is enabled', () => {
    expect(moveIndex(0, 'ArrowDown', 3, disabled)).toBe(2)
    expect(moveIndex(2, 'ArrowUp', 3, disabled)).toBe(0)
    expect(moveIndex(0, 'ArrowDown', 2, () => true)).toBe(-1)
    expect(moveIndex(0, 'ArrowDown', 0)).toBe(-1)
  })
})

describe('popoverPlacement', () => {
  const viewport = { width: 1000, height: 800 }
  const anchor = { top: 100, left: 200, width: 100, height: 40 }
  it('goes under the anchor, aligned to its start, end or centre', () => {
    expect(popoverPlacement(anchor, { width: 300, height: 200 }, viewport)).toEqual({ top: 144, left: 200 })
    expect(
      popoverPlacement(anchor, { width: 300, height: 200 }, viewport, { placement: 'bottom-end' }),
    ).toEqual({
      top: 144,
      left: 8,
    })
    expect(popoverPlacement(anchor, { width: 50, height: 20 }, viewport, { placement: 'bottom' })).toEqual({
      top: 144,
      left: 225,
    })
  })
  it('stays inside the viewport sideways', () => {
    expect(popoverPlacement({ ...anchor, left: 900 }, { width: 300, height: 100 }, viewport).left).toBe(692)
  })
  it('flips above when there is no room below but room above', () => {
    expect(popoverPlacement({ ...anchor, top: 700 }, { width: 100, height: 200 }, viewport).top).toBe(496)
    expect(popoverPlacement({ ...anchor, top: 100 }, { width: 100, height: 700 }, viewport).top).toBe(144)
  })
})

describe('isPlainLeftClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  }
  it('is a left click without modifiers', () => {
    expect(isPlainLeftClick(click)).toBe(true)
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false)
    expect(isPlainLeftClick({ ...click, defaultPrevented: true })).toBe(false)
  })
})
