import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { antiForgeryHeaders } from '../src/api/endpoints'
import { parseFaults, withFaults } from './faults'
import { server } from './node'
import { mockState, resetMockState } from './state'

/** The control routes and fault helpers, as stories, tests and the standalone server use them. */
const api = 'http://provider.test/mock-api'
const send = (path: string, init: RequestInit = {}) =>
  fetch(`${api}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...antiForgeryHeaders, ...init.headers },
  })
const post = (path: string, body: unknown) => send(path, { method: 'POST', body: JSON.stringify(body) })
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockState('investor')
})
afterAll(() => server.close())

describe('POST {api}/__mock/faults', () => {
  it('makes a matching call answer the given status until the faults are cleared', async () => {
    const set = await post('/__mock/faults', [
      { method: 'POST', path: '/documents/v1/Users/documents/search', status: 500 },
    ])
    expect(set.status).toBe(200)
    const search = { start: 1, count: 1, documentStatuses: ['A'] }
    expect((await post('/documents/v1/Users/documents/search', search)).status).toBe(500)
    expect((await send('/documents/v1/DocumentTypes')).status).toBe(200)
    expect((await send('/__mock/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await post('/documents/v1/Users/documents/search', search)).status).toBe(200)
  })

  it.each([204, 401, 404])('answers %i', async (status) => {
    await post('/__mock/faults', [{ method: 'GET', path: '/cvent/api/Events', status }])
    expect((await send('/cvent/api/Events')).status).toBe(status)
  })

  it('fails the connection with network: true', async () => {
    await post('/__mock/faults', [{ method: 'GET', path: '/cvent/api/Events', network: true }])
    await expect(send('/cvent/api/Events')).rejects.toThrow(TypeError)
  })

  it('holds the answer with delayMs, then answers normally', async () => {
    await post('/__mock/faults', [{ method: 'GET', path: '/cvent/api/Events', delayMs: 150 }])
    const started = Date.now()
    const response = await send('/cvent/api/Events')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(response.status).toBe(200)
  })

  it('never answers with hang: true, until the request is aborted', async () => {
    await post('/__mock/faults', [{ method: 'GET', path: '/cvent/api/Events', hang: true, times: 1 }])
    const controller = new AbortController()
    const hung = send('/cvent/api/Events', { signal: controller.signal })
    const outcome = await Promise.race([hung.then(() => 'answered'), delay(150).then(() => 'waiting')])
    expect(outcome).toBe('waiting')
    controller.abort()
    await expect(hung).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    expect((await send('/cvent/api/Events')).status).toBe(200)
  })

  it('limits a fault to `times` calls and matches a trailing * on any path', async () => {
    await post('/__mock/faults', { method: '*', path: '/reporting/v1/*', status: 503, times: 1 })
    expect((await send('/reporting/v1/Cas/periods')).status).toBe(503)
    expect((await send('/reporting/v1/Cas/periods')).status).toBe(200)
  })

  it('matches a * inside a path, and only the calls of that shape', async () => {
    await post('/__mock/faults', { method: 'POST', path: '/documents/v1/Users/*/actionItem/*', status: 500 })
    expect((await send('/documents/v1/Users/7001/actionItem/true', { method: 'POST' })).status).toBe(500)
    expect(
      (await send('/documents/v1/Users/documents/search', { method: 'POST', body: '{}' })).status,
    ).not.toBe(500)
  })

  it('reads hang: true as a fault of its own, and refuses a hang that is not true or false', () => {
    expect(parseFaults({ path: '/cvent/api/Events', hang: true })).toEqual([
      expect.objectContaining({ method: '*', path: '/cvent/api/Events', hang: true, status: undefined }),
    ])
    expect(() => parseFaults({ path: '/cvent/api/Events', hang: 'yes' })).toThrow()
    expect(() => parseFaults({ path: '/cvent/api/Events', hang: false })).toThrow()
  })

  it('refuses a malformed fault list with 400', async () => {
    expect((await post('/__mock/faults', [{ method: 'GET', path: 'no-slash', status: 500 }])).status).toBe(
      400,
    )
    expect((await post('/__mock/faults', [{ method: 'GET', path: '/cvent/api/Events' }])).status).toBe(400)
    expect((await send('/__mock/faults', { method: 'POST', body: '{not json' })).status).toBe(400)
  })
})

describe('withFaults (stories and tests)', () => {
  it('answers before the normal handler', async () => {
    server.use(...withFaults([{ method: 'GET', path: '/entitlements/v1/user/Terms', status: 404 }]))
    expect((await send('/entitlements/v1/user/Terms')).status).toBe(404)
    expect((await send('/entitlements/v1/user/Content')).status).toBe(200)
  })

  it('holds a call with hang: true until it is aborted', async () => {
    server.use(...withFaults([{ method: 'GET', path: '/entitlements/v1/user/Terms', hang: true }]))
    const controller = new AbortController()
    const hung = send('/entitlements/v1/user/Terms', { signal: controller.signal })
    await delay(100)
    controller.abort()
    await expect(hung).rejects.toThrow(expect.objectContaining({ name: 'AbortError' }))
    expect((await send('/entitlements/v1/user/Content')).status).toBe(200)
  })
})

describe('GET {api}/__mock/requests', () => {
  it('lists the requests received since the last reset', async () => {
    await send(
      '/entitlements/v1/user/EntitledAccounts?entitledEntities=101&entitledEntities=102&entitledUserId=u-investor',
    )
    await post('/entitlements/v1/user/Terms', [1])
    const requests = await (await send('/__mock/requests')).json()
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/entitlements/v1/user/EntitledAccounts',
        query: { entitledEntities: ['101', '102'], entitledUserId: 'u-investor' },
        body: null,
      },
      { method: 'POST', path: '/entitlements/v1/user/Terms', query: {}, body: [1] },
    ])
    await post('/__mock/reset', {})
    expect(await (await send('/__mock/requests')).json()).toEqual([])
  })
})

describe('POST {api}/__mock/reset', () => {
  it('restores the seeded state and keeps the session', async () => {
    await post('/entitlements/v1/user/InvestorAccountGroups', {
      groupName: 'Temporary',
      entitledUserId: 'u-investor',
    })
    expect(
      (await (await send('/entitlements/v1/user/InvestorAccountGroups?includeGroups=true')).json()).length,
    ).toBe(4)
    expect((await post('/__mock/reset', {})).status).toBe(204)
    expect(
      (await (await send('/entitlements/v1/user/InvestorAccountGroups?includeGroups=true')).json()).length,
    ).toBe(3)
    expect(mockState.persona).toBe('investor')
  })
})

describe('{api}/__mock/session', () => {
  it('signs a persona in and out; without one, calls answer 401', async () => {
    expect((await post('/__mock/session', { persona: 'alpinvest' })).status).toBe(200)
    expect(await (await send('/entitlements/v1/user/profile')).json()).toMatchObject({
      userId: 'u-alpinvest',
    })
    expect(await (await send('/__mock/session')).json()).toEqual({ persona: 'alpinvest' })
    expect((await send('/__mock/session', { method: 'DELETE' })).status).toBe(204)
    expect((await send('/entitlements/v1/user/profile')).status).toBe(401)
    expect((await post('/__mock/session', { persona: 'nobody' })).status).toBe(400)
  })
})

describe('strict validation', () => {
  it('answers 400 for a malformed body, 404 for an unknown id, 403 for an unentitled fund', async () => {
    expect(
      (await send('/documents/v1/Users/documents/search', { method: 'POST', body: '{oops' })).status,
    ).toBe(400)
    expect((await post('/documents/v1/Users/documents/search', { start: 'first' })).status).toBe(400)
    expect((await post('/documents/v1/users/99999999/read/true', {})).status).toBe(404)
    expect((await post('/documents/v1/users/abc/read/true', {})).status).toBe(400)
    expect((await send('/reporting/v1/Funds/146/persons')).status).toBe(403)
    expect((await send('/reporting/v1/Funds/9999/persons')).status).toBe(404)
    expect((await send('/entitlements/v1/user/EntitledEntities?investorAccountGroupId=12345')).status).toBe(
      404,
    )
  })

  it('lets only the line-one report holder read line-one reports', async () => {
    resetMockState('limited')
    expect((await send('/reporting/v1/Cas/periods')).status).toBe(403)
    resetMockState('alpinvest')
    expect((await send('/reporting/v1/Cas/periods')).status).toBe(403)
    expect((await send('/entitlements/v1/reports/PortfolioPerformance/EmbedUrl')).status).toBe(200)
    expect((await send('/entitlements/v1/reports/Unknown/EmbedUrl')).status).toBe(404)
  })
})
