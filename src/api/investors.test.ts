import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { isAbortError, rejectionTexts } from '../domain'
import { server } from '../../mocks/node'
import { setFaults } from '../../mocks/faults'
import { resetMockState } from '../../mocks/state'
import { connectInProcess } from './investorDirectory/inProcess'
import { api, ApiError, configureApi, resetApiContext } from '.'

/**
 * GET /reporting/v1/Investors answers up to 1,000,000 investors (about 58 MB of JSON). The client moves the
 * answer's chunks to the directory's worker as they download (here: the same service over a MessageChannel);
 * the worker parses, checks and indexes them. Every rule of the other calls holds: context parameters, 204,
 * 401, cancellation, the §8 text.
 */
const base = 'http://provider.test/api'
const encoder = new TextEncoder()
const investorsPath = '*/reporting/v1/Investors'

/** Loads the directory in this thread, and closes it when the test ends. */
async function load(signal?: AbortSignal) {
  const directory = await api.reporting.loadInvestorDirectory({ signal }, connectInProcess)
  onTestFinished(directory.close)
  return directory
}

const everyone = async (signal?: AbortSignal) => {
  const directory = await load(signal)
  return directory.rows(0, directory.size)
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

describe('loadInvestorDirectory', () => {
  it('indexes every investor of an answer that arrives in parts, and reads them back by position', async () => {
    const answer = answerInTwoParts(
      `[${investorsJson(0, 20_000).join(',')},`,
      `${investorsJson(20_000, 40_000).join(',')}]`,
    )
    server.use(http.get(investorsPath, () => new HttpResponse(answer.body)))
    setTimeout(answer.release, 10)

    const directory = await load()

    expect(answer.state.secondSent).toBe(true)
    expect(directory.size).toBe(40_000)
    expect(await directory.rows(0, 2)).toEqual([
      { id: 1, name: 'Investor 0' },
      { id: 2, name: 'Investor 1' },
    ])
    expect(await directory.rows(39_999, 50_000)).toEqual([{ id: 40_000, name: 'Investor 39999' }])
  })

  it('searches names, names that start with the query first, and pages through the matches', async () => {
    const names = [
      'Ellison Family Office',
      'The Ellison Trust',
      'Calder Foundation',
      'Zürich Lake Pension Fund',
    ]
    server.use(
      http.get(investorsPath, () => HttpResponse.json(names.map((name, i) => ({ id: i + 1, name })))),
    )
    const directory = await load()

    expect(await directory.search('ELLISON')).toBe(2)
    expect(await directory.rows(0, 10)).toEqual([
      { id: 1, name: 'Ellison Family Office' },
      { id: 2, name: 'The Ellison Trust' },
    ])
    expect(await directory.search('trust')).toBe(1)
    expect(await directory.search('zurich')).toBe(1)
    expect(await directory.rows(0, 1)).toEqual([{ id: 4, name: 'Zürich Lake Pension Fund' }])
    expect(await directory.search('nobody')).toBe(0)
    expect(await directory.rows(0, 10)).toEqual([])
    expect(await directory.search('  ')).toBe(4)
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
    expect((await everyone()).map((investor) => investor.name)).toEqual(names)
  })

  it('reads a 204 and an empty answer as an empty directory', async () => {
    setFaults([{ method: 'GET', path: '/reporting/v1/Investors', status: 204, times: 1 }])
    expect((await load()).size).toBe(0)
    server.use(http.get(investorsPath, () => new HttpResponse(' \n')))
    expect((await load()).size).toBe(0)
  })

  it("rejects with 'Failed to load Investors' for malformed JSON, a wrong shape and a failed download", async () => {
    const answers = [
      '[{"id":1,"name":"Ellison Family Office"},{"id":2,"name":',
      '[{"id":1,"name":"Ellison Family Office"},{"id":"two","name":"Ellison Trust"}]',
      '{"investors":[]}',
    ]
    for (const answer of answers) {
      server.use(http.get(investorsPath, () => new HttpResponse(answer), { once: true }))
      await expect(everyone()).rejects.toMatchObject({ name: 'ApiError', message: rejectionTexts.investors })
    }
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('[{"id":1,"name":"Ellison Family Office"},'))
        controller.error(new TypeError('connection reset'))
      },
    })
    server.use(http.get(investorsPath, () => new HttpResponse(broken), { once: true }))
    await expect(everyone()).rejects.toMatchObject({ message: rejectionTexts.investors, status: null })
  })

  it('goes through the 401 hook', async () => {
    const onUnauthorized = vi.fn()
    configureApi({ onUnauthorized })
    resetMockState(null)
    await expect(everyone()).rejects.toMatchObject({ message: rejectionTexts.investors, status: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('rejects quietly when cancelled while downloading, and ends its worker', async () => {
    const answer = answerInTwoParts(
      `[${investorsJson(0, 1000).join(',')},`,
      `${investorsJson(1000, 1001)[0]}]`,
    )
    server.use(http.get(investorsPath, () => new HttpResponse(answer.body)))
    onTestFinished(answer.release)
    const controller = new AbortController()
    const closed = vi.fn()
    const connect = async () => {
      const connection = await connectInProcess()
      // Cancelled once the first part has reached the service.
      void connection.service.search('').then(() => controller.abort())
      return { ...connection, close: () => (closed(), connection.close()) }
    }

    const error: unknown = await api.reporting
      .loadInvestorDirectory({ signal: controller.signal }, connect)
      .catch((e: unknown) => e)

    expect(isAbortError(error)).toBe(true)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(answer.state.secondSent).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
  })
})
