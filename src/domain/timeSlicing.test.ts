import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createSlicer,
  defaultNow,
  defaultPause,
  mapInSlices,
  processInSlices,
  type SliceProgress,
} from './timeSlicing'

function fakeTime(msPerItem: number) {
  let clock = 0
  const pauses: number[] = []
  return {
    now: () => clock,
    advance: (ms: number) => void (clock += ms),
    pause: async (ms: number) => {
      pauses.push(ms)
      clock += ms
    },
    work: () => void (clock += msPerItem),
    pauses,
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('processInSlices', () => {
  it('works 45 ms, then pauses 90 ms, reporting progress after every slice', async () => {
    const time = fakeTime(10)
    const progress: SliceProgress[] = []
    const seen: number[] = []
    const outcome = await processInSlices(
      Array.from({ length: 12 }, (_, i) => i),
      (item, index) => {
        expect(item).toBe(index)
        seen.push(item)
        time.work()
      },
      { now: time.now, pause: time.pause, onProgress: (p) => progress.push(p) },
    )
    expect(outcome).toEqual({ status: 'completed', processed: 12 })
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i))
    expect(progress).toEqual([
      { processed: 5, total: 12 },
      { processed: 10, total: 12 },
      { processed: 12, total: 12 },
    ])
    expect(time.pauses).toEqual([90, 90])
  })

  it('does at least one item per slice, however slow', async () => {
    const time = fakeTime(1000)
    const progress: number[] = []
    await processInSlices([1, 2, 3], time.work, {
      now: time.now,
      pause: time.pause,
      onProgress: (p) => progress.push(p.processed),
    })
    expect(progress).toEqual([1, 2, 3])
  })

  it('handles an empty list', async () => {
    const time = fakeTime(1)
    expect(await processInSlices([], time.work, { now: time.now, pause: time.pause })).toEqual({
      status: 'completed',
      processed: 0,
    })
    expect(time.pauses).toEqual([])
  })

  it('processes 1,000,000 items', async () => {
    let clock = 0
    const time = { now: () => (clock += 0.001), pause: async () => undefined }
    let sum = 0
    const outcome = await processInSlices(
      Array.from({ length: 1_000_000 }, () => 1),
      (n) => void (sum += n),
      time,
    )
    expect(outcome).toEqual({ status: 'completed', processed: 1_000_000 })
    expect(sum).toBe(1_000_000)
  })

  it('stops when aborted between slices, without an error', async () => {
    const time = fakeTime(10)
    const controller = new AbortController()
    const outcome = await processInSlices(Array.from({ length: 20 }), time.work, {
      now: time.now,
      pause: time.pause,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    expect(outcome).toEqual({ status: 'aborted', processed: 5 })
    expect(time.pauses).toEqual([])
  })

  it('stops before the next item when aborted during a slice', async () => {
    const time = fakeTime(1)
    const controller = new AbortController()
    const outcome = await processInSlices(
      [1, 2, 3, 4],
      (item) => {
        if (item === 2) controller.abort()
      },
      { now: time.now, pause: time.pause, signal: controller.signal },
    )
    expect(outcome).toEqual({ status: 'aborted', processed: 2 })
  })

  it('does nothing when already aborted, and counts a finished list as completed', async () => {
    const time = fakeTime(1)
    const aborted = AbortSignal.abort()
    expect(
      await processInSlices([1], time.work, { now: time.now, pause: time.pause, signal: aborted }),
    ).toEqual({
      status: 'aborted',
      processed: 0,
    })
    const controller = new AbortController()
    const outcome = await processInSlices([1], () => controller.abort(), {
      now: time.now,
      signal: controller.signal,
    })
    expect(outcome).toEqual({ status: 'completed', processed: 1 })
  })

  it('rejects when the work throws', async () => {
    await expect(
      processInSlices([1], () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
  })

  it('uses setTimeout and performance.now by default', async () => {
    vi.useFakeTimers()
    let clock = 0
    const pending = processInSlices([1, 2], () => void (clock += 50), { now: () => clock })
    await vi.advanceTimersByTimeAsync(89)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ status: 'completed', processed: 2 })
    expect(typeof defaultNow()).toBe('number')
  })

  it('the default pause ends early when aborted', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    let done = false
    const pause = defaultPause(90, controller.signal).then(() => (done = true))
    controller.abort()
    await pause
    expect(done).toBe(true)
  })

  it('the default pause resolves after its time without a signal', async () => {
    vi.useFakeTimers()
    let done = false
    const pause = defaultPause(90).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(90)
    await pause
    expect(done).toBe(true)
  })
})

describe('mapInSlices', () => {
  it('collects one result per item', async () => {
    const time = fakeTime(20)
    const outcome = await mapInSlices(
      ['a', 'b', 'c'],
      (s, i) => {
        time.work()
        return `${s}${i}`
      },
      { now: time.now, pause: time.pause },
    )
    expect(outcome).toEqual({ status: 'completed', processed: 3, results: ['a0', 'b1', 'c2'] })
  })

  it('returns the results of the items processed before an abort, and no more', async () => {
    const time = fakeTime(10)
    const controller = new AbortController()
    const outcome = await mapInSlices(
      Array.from({ length: 20 }, (_, i) => i),
      (n) => (time.work(), n * 2),
      {
        now: time.now,
        pause: time.pause,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    )
    expect(outcome).toEqual({ status: 'aborted', processed: 5, results: [0, 2, 4, 6, 8] })
  })
})

describe('createSlicer', () => {
  it('lets work through for 45 ms, then pauses 90 ms and starts a new slice', async () => {
    const time = fakeTime(10)
    const slicer = createSlicer({ now: time.now, pause: time.pause })
    const pausedAfter: number[] = []
    for (let piece = 1; piece <= 12; piece++) {
      const pausesBefore = time.pauses.length
      await slicer.checkpoint()
      if (time.pauses.length > pausesBefore) pausedAfter.push(piece - 1)
      time.work()
    }
    // Pieces of 10 ms: a pause once 45 ms of work are done, i.e. after every fifth piece.
    expect(pausedAfter).toEqual([5, 10])
    expect(time.pauses).toEqual([90, 90])
  })

  it('counts waiting between pieces as work, so no slice runs longer than 45 ms', async () => {
    const time = fakeTime(1)
    const slicer = createSlicer({ now: time.now, pause: time.pause })
    time.advance(44)
    expect(slicer.due).toBe(false)
    await slicer.checkpoint()
    expect(time.pauses).toEqual([])
    time.advance(1)
    expect(slicer.due).toBe(true)
    await slicer.checkpoint()
    expect(time.pauses).toEqual([90])
    expect(slicer.due).toBe(false)
  })

  it('ends a slice early on request, so the work that follows starts a slice of its own', async () => {
    const time = fakeTime(1)
    const slicer = createSlicer({ now: time.now, pause: time.pause })
    time.advance(30)
    await slicer.rest()
    expect(time.pauses).toEqual([90])
    time.advance(44)
    expect(slicer.due).toBe(false)
  })

  it('takes other slice and pause lengths, and passes the signal to the pause', async () => {
    const time = fakeTime(1)
    const signals: (AbortSignal | undefined)[] = []
    const controller = new AbortController()
    const slicer = createSlicer({
      sliceMs: 5,
      pauseMs: 7,
      now: time.now,
      pause: async (ms, signal) => {
        signals.push(signal)
        await time.pause(ms)
      },
      signal: controller.signal,
    })
    time.advance(5)
    await slicer.checkpoint()
    expect(time.pauses).toEqual([7])
    expect(signals).toEqual([controller.signal])
  })
})
