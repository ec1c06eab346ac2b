import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { isAbortError, rejectionTexts } from '../domain'
import { server } from '../../mocks/node'
import { setFaults } from '../../mocks/faults'
import { resetMockState } from '../../mocks/state'
import { api, ApiError, configureApi, resetApiContext } from '.'

/**
 * GET /reporting/v1/Investors answers up to 1,000,000 investors (about 58 MB of JSON). The client parses the
 * answer a chunk at a time while it downloads, in slices of 45 ms of work and 90 ms pauses (spec §9), and keeps
 * every rule of the other calls: context parameters, 204, 401, cancellation, the §8 text.
 */
const base = 'http://provider.test/api'
const encoder = new TextEncoder()
const investorsPath = '*/reporting/v1/Investors'

/** A clock that moves 20 ms per look, and pauses that only record their length. */
function fakeSlices() {
  let clock = 0
  const pauses: number[] = []
  return {
    pauses,
    slicing: {
      now: () => (clock += 20),
      pause: async (ms: number): Promise<void> => void pauses.push(ms),
    },
  }
}

/** An answer that arrives in two parts; the second only when `release()` is called. */
function answerInTwoParts(first: string, second: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const state = { secondSent: false }
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first))
      await released
      state.secondSent = true
      controller.enqueue(encoder.encode(second))
      controller.close()
    },
  })
  return { body, release, state }
}

const investorsJson = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) =>
    JSON.stringify({ id: from + i + 1, name: `Investor ${from + i}` }),
  )

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetMockState('investor')
  configureApi({ baseUrl: base, entitledUserId: 'u-investor', investorAccountGroupId: 'ALL' })
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  resetApiContext()
})
afterAll(() => server.close())

describe('getInvestors', () => {
  it('parses the answer while it downloads, pausing 90 ms after every 45 ms of work', async () => {
    const records = investorsJson(0, 40_000)
    const half = records.length / 2
    const answer = answerInTwoParts(
      `[${records.slice(0, half).join(',')},`,
      `${records.slice(half).join(',')}]`,
    )
    const { pauses, slicing } = fakeSlices()
    const pausedBeforeTheEnd: boolean[] = []
    slicing.pause = async (ms: number) => {
      pauses.push(ms)
      pausedBeforeTheEnd.push(!answer.state.secondSent)
      answer.release()
    }
    server.use(http.get(investorsPath, () => new HttpResponse(answer.body)))
    // The second part arrives only once the client pauses: a client that waited for the whole answer before
    // its first pause would never get it, and the test would fail by its timeout.
    onTestFinished(answer.release)

    const investors = await api.reporting.getInvestors(undefined, slicing)

    expect(investors).toHaveLength(40_000)
    expect(investors[0]).toEqual({ id: 1, name: 'Investor 0' })
    expect(investors.at(-1)).toEqual({ id: 40_000, name: 'Investor 39999' })
    expect(pausedBeforeTheEnd[0]).toBe(true)
    expect(pauses.length).toBeGreaterThan(2)
    expect(new Set(pauses)).toEqual(new Set([90]))
  })

  it('reads an answer that arrives a few bytes at a time, with names in any script intact', async () => {
    const names = ['Société Générale Épargne', 'Müller & Söhne GmbH', '三井住友信託', 'Fondo Ñandú 🌳']
    const json = JSON.stringify(names.map((name, i) => ({ id: i + 1, name })))
    const bytes = encoder.encode(json)
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.slice(at, at + 3))
        controller.close()
      },
    })
    server.use(http.get(investorsPath, () => new HttpResponse(trickle)))
    const investors = await api.reporting.getInvestors(undefined, { pause: async () => undefined })
    expect(investors.map((investor) => investor.name)).toEqual(names)
  })

  it('ends with a pause, so processing the list afterwards starts in a slice of its own', async () => {
    const { pauses, slicing } = fakeSlices()
    slicing.now = () => 0
    const investors = await api.reporting.getInvestors(undefined, slicing)
    expect(investors).toHaveLength(3)
    expect(pauses).toEqual([90])
  })

  it('reads a 204 and an empty answer as no investors', async () => {
    setFaults([{ method: 'GET', path: '/reporting/v1/Investors', status: 204, times: 1 }])
    await expect(api.reporting.getInvestors()).resolves.toEqual([])
    server.use(http.get(investorsPath, () => new HttpResponse(' \n')))
    await expect(api.reporting.getInvestors()).resolves.toEqual([])
  })

  it("rejects with 'Failed to load Investors' for malformed JSON, a wrong shape and a failed download", async () => {
    const answers = [
      '[{"id":1,"name":"Ellison Family Office"},{"id":2,"name":',
      '[{"id":1,"name":"Ellison Family Office"},{"id":"two","name":"Ellison Trust"}]',
      '{"investors":[]}',
    ]
    for (const answer of answers) {
      server.use(http.get(investorsPath, () => new HttpResponse(answer), { once: true }))
      await expect(api.reporting.getInvestors()).rejects.toMatchObject({
        name: 'ApiError',
        message: rejectionTexts.investors,
      })
    }
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('[{"id":1,"name":"Ellison Family Office"},'))
        controller.error(new TypeError('connection reset'))
      },
    })
    server.use(http.get(investorsPath, () => new HttpResponse(broken), { once: true }))
    await expect(api.reporting.getInvestors()).rejects.toMatchObject({
      message: rejectionTexts.investors,
      status: null,
    })
  })

  it('goes through the 401 hook', async () => {
    const onUnauthorized = vi.fn()
    configureApi({ onUnauthorized })
    resetMockState(null)
    await expect(api.reporting.getInvestors()).rejects.toMatchObject({
      message: rejectionTexts.investors,
      status: 401,
    })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('rejects quietly when cancelled while parsing, without waiting for the rest of the answer', async () => {
    const records = investorsJson(0, 20_000)
    const answer = answerInTwoParts(`[${records.join(',')},`, `${investorsJson(20_000, 20_001)[0]}]`)
    server.use(http.get(investorsPath, () => new HttpResponse(answer.body)))
    const controller = new AbortController()
    const { slicing } = fakeSlices()
    slicing.pause = async () => void controller.abort()
    // The rest of the answer is held back for as long as the call runs: it settles without it, or not at all.
    onTestFinished(answer.release)

    const error: unknown = await api.reporting
      .getInvestors({ signal: controller.signal }, slicing)
      .catch((e: unknown) => e)

    expect(isAbortError(error)).toBe(true)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(answer.state.secondSent).toBe(false)
  })
})
