import { useLayoutEffect, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether an element's content is wider than the element, leaving out the room a vertical scrollbar of its own
 * takes: a frame that scrolls up and down (and so shows a scrollbar) must not count as too narrow because of it,
 * or it would stay so for good.
 */
export function scrollsSideways(element: HTMLElement): boolean {
  const style = getComputedStyle(element)
  const inner = element.offsetWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth)
  return element.scrollWidth > inner + 1
}

/** A frame watched: how to tell whether it scrolls sideways, and what to do with the answer. */
interface Watched {
  frame: HTMLElement
  answer: (overflows: boolean) => void
}

/** The frames (and their tables) watched, by the element observed. */
const watched = new Map<Element, Watched>()
let observer: ResizeObserver | undefined

/**
 * One observer for every frame. It reports after the browser's layout and before paint: every frame is measured
 * first (reading a laid-out page costs nothing), then every answer is drawn in one render, before paint. Measured
 * in a layout effect instead, the answer made the browser lay out the page inside the render's task (30 ms for a
 * 50-fund account summary), and each frame's answer drawn apart made it lay out again for the next frame.
 */
const framesObserver = () =>
  (observer ??= new ResizeObserver((entries) => {
    const frames = new Set(entries.flatMap((entry) => watched.get(entry.target) ?? []))
    const answers = [...frames].map((frame) => [frame, scrollsSideways(frame.frame)] as const)
    flushSync(() => {
      for (const [frame, overflows] of answers) frame.answer(overflows)
    })
  }))

/**
 * Whether an element's content is wider than the element (it scrolls sideways). A scrolling region must be
 * reachable by keyboard, but one that does not scroll should not add a tab stop.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  // Whenever the frame or its table resizes (new rows, a new width, the fonts in): an observer reports at once
  // when it starts, and after every change of size. An unchanged answer does not render again.
  useLayoutEffect(() => {
    const frame = ref.current
    if (!frame) return
    const entry: Watched = { frame, answer: setOverflows }
    if (typeof ResizeObserver === 'undefined') {
      // No observer (jsdom): measured once.
      entry.answer(scrollsSideways(frame))
      return
    }
    const targets = [frame, frame.firstElementChild].filter((target) => target !== null)
    for (const target of targets) {
      watched.set(target, entry)
      framesObserver().observe(target)
    }
    return () => {
      for (const target of targets) {
        framesObserver().unobserve(target)
        watched.delete(target)
      }
    }
  }, [ref])
  return overflows
}
