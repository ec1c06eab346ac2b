import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { antiForgeryHeaders, endpoints } from '../src/api/endpoints'
import { REFUSALS } from './handlers/control'
import { server } from './node'
import { clearRequestLog, loggedRequests } from './requestLog'
import { mockState, resetMockState } from './state'

/** The provider's rules against forged calls, as every host applies them (the gate before any handler). */
const api = 'http://provider.test/mock-api'
const call = (path: string, init: RequestInit = {}) => fetch(`${api}${path}`, init)
const groupsPath = `${endpoints.accountGroups.path()}?includeGroups=true`
const groupNames = async () =>
  (
    (await (await call(groupsPath, { headers: antiForgeryHeaders })).json()) as Array<{ groupName: string }>
  ).map((group) => group.groupName)
const newGroup = JSON.stringify({ groupName: 'Forged', entitledUserId: 'u-investor' })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockState('investor')
})
afterAll(() => server.close())

describe('a call without the anti-forgery header', () => {
  it('is refused with 403, writes nothing, and leaves one audit line', async () => {
    resetMockState('investor')
    const before = await groupNames()
    clearRequestLog()
    const response = await call(endpoints.createAccountGroup.path(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: newGroup,
    })
    expect(response.status).toBe(403)
    expect(loggedRequests().map((entry) => [entry.method, entry.path, entry.refused])).toEqual([
      ['POST', endpoints.createAccountGroup.path(), REFUSALS.noAntiForgeryHeader],
    ])
    expect(await groupNames()).toEqual(before)
  })

  it('is refused for a bodiless "simple" POST (the read flag) and for a read', async () => {
    resetMockState('investor')
    const read = await call(endpoints.documentRead.path({ id: 1 }), { method: 'POST' })
    const types = await call(endpoints.documentTypes.path())
    expect([read.status, types.status]).toEqual([403, 403])
    expect(mockState.changes).toEqual({})
  })

  it('is answered for the sign-in and sign-out navigations', async () => {
    resetMockState(null)
    const signIn = await call(`${endpoints.signIn.path()}?persona=investor`)
    expect(signIn.status).toBe(200)
    const signOut = await call(endpoints.signOut.path())
    expect(signOut.status).toBe(200)
  })
})

describe('a call with the header', () => {
  it('is refused with 403 from an origin the provider does not serve', async () => {
    resetMockState('investor')
    const response = await call(groupsPath, {
      headers: { ...antiForgeryHeaders, Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(loggedRequests().at(-1)?.refused).toBe(REFUSALS.foreignOrigin)
  })

  it('is refused with 415 when its body is not application/json, and writes nothing', async () => {
    resetMockState('investor')
    const before = await groupNames()
    const response = await call(endpoints.createAccountGroup.path(), {
      method: 'POST',
      headers: { ...antiForgeryHeaders, 'Content-Type': 'text/plain' },
      body: newGroup,
    })
    expect(response.status).toBe(415)
    expect(loggedRequests().at(-1)?.refused).toBe(REFUSALS.notJson)
    expect(await groupNames()).toEqual(before)
  })

  it('is answered from a loopback portal origin with a JSON body', async () => {
    resetMockState('investor')
    const response = await call(endpoints.createAccountGroup.path(), {
      method: 'POST',
      headers: { ...antiForgeryHeaders, 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4173' },
      body: newGroup,
    })
    expect(response.status).toBe(200)
    expect(await groupNames()).toContain('Forged')
  })
})
