// Event Timing of real input, for the benches that type into a search a key at a time: each key's longest event
// duration (from the input until the next paint; only events of 16 ms or more are reported, rounded to 8 ms)
// and what the page shows at the first frame after it.

/** Event Timing's smallest threshold: events shorter than this are not reported. */
export const EVENT_THRESHOLD_MS = 16

export interface KeyEntry {
  key: string
  at: number
  /** What the page shows at the first frame after the key's input (`shown()`). */
  shownAfter: number
  /** The longest Event Timing duration of the key's events (keydown, keypress, input, keyup), 0 under 16 ms. */
  durationMs: number
}

export interface KeyTimingResult {
  keys: KeyEntry[]
  /** The longest event before typing started (the click that opened the list). */
  openEventMs: number
  longestKeyEventMs: number
  keysOverThreshold: number
  eventsOverThreshold: number
  typingMs: number
}

/**
 * Watches the page's events: `watch()` starts, the first click's time is kept, `startTyping()` marks where the
 * keys begin (and the trace span `typingMeasure`), `result()` stops and gives each key its events.
 */
export function keyTiming(shown: () => number, typingMeasure: string) {
  let keys: KeyEntry[] = []
  let events: { start: number; duration: number }[] = []
  let clickAt = 0
  let typingFrom = 0
  let observer: PerformanceObserver | null = null

  return {
    watch() {
      keys = []
      events = []
      clickAt = 0
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          events.push({ start: entry.startTime, duration: entry.duration })
      })
      // Event Timing's option (not yet in TypeScript's DOM types).
      const options: PerformanceObserverInit & { durationThreshold: number } = {
        type: 'event',
        durationThreshold: EVENT_THRESHOLD_MS,
        buffered: false,
      }
      observer.observe(options)
      document.addEventListener('click', (event) => void (clickAt ||= event.timeStamp), { capture: true })
      document.addEventListener(
        'keydown',
        (event) => void keys.push({ key: event.key, at: event.timeStamp, shownAfter: -1, durationMs: 0 }),
        { capture: true },
      )
      document.addEventListener(
        'input',
        () => {
          const entry = keys.at(-1)
          requestAnimationFrame(() => {
            if (entry) entry.shownAfter = shown()
          })
        },
        { capture: true },
      )
    },
    clickAt: () => clickAt,
    startTyping() {
      typingFrom = performance.now()
    },
    result(): KeyTimingResult {
      const now = performance.now()
      performance.measure(typingMeasure, { start: typingFrom, end: now })
      for (const entry of observer?.takeRecords() ?? [])
        events.push({ start: entry.startTime, duration: entry.duration })
      observer?.disconnect()
      // An event belongs to the last key pressed at or before it (its startTime is the event's timeStamp).
      const keyEvents = events.filter((event) => event.start >= typingFrom)
      for (const event of keyEvents) {
        const key = keys.findLast((k) => k.at <= event.start + 0.5)
        if (key) key.durationMs = Math.max(key.durationMs, event.duration)
      }
      const openEvents = events.filter((event) => event.start < typingFrom)
      return {
        keys,
        openEventMs: Math.max(0, ...openEvents.map((event) => event.duration)),
        longestKeyEventMs: Math.max(0, ...keyEvents.map((event) => event.duration)),
        keysOverThreshold: keys.filter((key) => key.durationMs >= EVENT_THRESHOLD_MS).length,
        eventsOverThreshold: keyEvents.length,
        typingMs: now - typingFrom,
      }
    },
  }
}
