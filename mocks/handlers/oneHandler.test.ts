import { getResponse, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { oneHandler } from './oneHandler'

const answer = (list: Parameters<typeof oneHandler>[0], url: string, init?: RequestInit) =>
  getResponse([oneHandler(list)], new Request(url, init))

describe('oneHandler: MSW handlers as one', () => {
  it('answers as the list would, in its order: a handler that passes lets the next one answer', async () => {
    const list = [
      http.all('*', () => undefined),
      http.get('*/entitlements/v1/user/profile', () => HttpResponse.json({ who: 'first' })),
      http.get('*/entitlements/v1/user/profile', () => HttpResponse.json({ who: 'second' })),
    ]
    const response = await answer(list, 'http://127.0.0.1:4010/entitlements/v1/user/profile')
    expect(await response?.json()).toEqual({ who: 'first' })
  })

  it('reads path parameters, ignores the query, and matches a trailing slash and any case as MSW does', async () => {
    const list = [http.get('*/funds/:fundId/periods', ({ params }) => HttpResponse.json(params.fundId))]
    for (const url of [
      'http://127.0.0.1/api/funds/F-1/periods?year=2026',
      'http://127.0.0.1/api/funds/F-1/periods/',
      'http://127.0.0.1/api/FUNDS/F-1/Periods',
    ])
      expect(await (await answer(list, url))?.json()).toBe('F-1')
  })

  it('keeps to the method', async () => {
    const list = [
      http.post('*/groups', () => HttpResponse.json('created')),
      http.get('*/groups', () => HttpResponse.json('listed')),
    ]
    expect(await (await answer(list, 'http://127.0.0.1/groups'))?.json()).toBe('listed')
    expect(await (await answer(list, 'http://127.0.0.1/groups', { method: 'POST' }))?.json()).toBe('created')
    expect(await answer(list, 'http://127.0.0.1/groups', { method: 'DELETE' })).toBeUndefined()
  })

  it('asks a handler only when its method and path could match (MSW would parse every one for every call)', async () => {
    const profile = http.get('*/user/profile', () => HttpResponse.json('profile'))
    const terms = http.get('*/user/Terms', () => HttpResponse.json('terms'))
    const posted = http.post('*/user/profile', () => HttpResponse.json('posted'))
    const asked = [profile, terms, posted].map((handler) => vi.spyOn(handler, 'run'))
    await answer([profile, terms, posted], 'http://127.0.0.1/user/Terms?entitledUserId=u-1')
    expect(asked.map((spy) => spy.mock.calls.length)).toEqual([0, 1, 0])
  })

  it('always tries a handler whose path is a pattern or an absolute address', async () => {
    const list = [
      http.get(/\/reports\/\d+$/, () => HttpResponse.json('pattern')),
      http.get('http://127.0.0.1/absolute', () => HttpResponse.json('absolute')),
    ]
    expect(await (await answer(list, 'http://127.0.0.1/reports/42'))?.json()).toBe('pattern')
    expect(await (await answer(list, 'http://127.0.0.1/absolute'))?.json()).toBe('absolute')
  })

  it('answers nothing for a call no handler matches, so MSW reports it unhandled', async () => {
    expect(await answer([http.get('*/a', () => HttpResponse.json(1))], 'http://127.0.0.1/b')).toBeUndefined()
  })
})
