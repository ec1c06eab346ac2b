import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { antiForgeryHeaders } from '../../src/api/endpoints'
import { startMockApiServer, type MockApiServer } from './server'

/** The standalone mock provider over real HTTP on loopback, as a production build would use it. */
let server: MockApiServer
let cookie = ''
const portal = 'http://127.0.0.1:4173'

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, today: '2026-11-16T12:00:00Z' })
})
afterAll(() => server.close())

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { cookie, Origin: portal, ...antiForgeryHeaders, ...init.headers },
  })

describe('standalone mock provider', () => {
  it('listens on 127.0.0.1 and answers 401 before sign-in', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await call('/entitlements/v1/user/profile')
    expect(response.status).toBe(401)
  })

  it('signs in through /signin and redirects back to the portal', async () => {
    const response = await fetch(
      `${server.url}/signin?persona=investor&returnTo=${encodeURIComponent(`${portal}/documents`)}`,
      { redirect: 'manual' },
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${portal}/documents`)
    cookie = response.headers.getSetCookie()[0]!.split(';')[0]!
    expect(cookie).toBe('mock_persona=investor')
  })

  it('lists the personas for a portal that sent the user to /signin, with the way back', async () => {
    const response = await fetch(`${server.url}/signin`, { headers: { Referer: `${portal}/documents` } })
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    for (const persona of ['investor', 'alpinvest', 'admin', 'limited', 'newcomer', 'empty'])
      expect(page).toContain(`/signin?persona=${persona}&#38;returnTo=${encodeURIComponent(`${portal}/`)}`)
  })

  it('never redirects to a foreign origin', async () => {
    const response = await fetch(`${server.url}/signin?persona=investor&returnTo=https://evil.example/`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('serves the §7 paths at its root with CORS and credentials for the portal', async () => {
    const preflight = await fetch(`${server.url}/documents/v1/Users/documents/search`, {
      method: 'OPTIONS',
      headers: {
        Origin: portal,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(portal)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')

    const profile = await call('/entitlements/v1/user/profile')
    expect(profile.headers.get('access-control-allow-origin')).toBe(portal)
    expect(await profile.json()).toMatchObject({ userId: 'u-investor' })

    const search = await call('/documents/v1/Users/documents/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        start: 1,
        count: 5,
        sortKey: 'publishDate',
        sortDirection: 'DESC',
        documentStatuses: ['A'],
      }),
    })
    const page = (await search.json()) as { total: number; results: unknown[] }
    expect(page.results).toHaveLength(5)
    expect(page.total).toBeGreaterThan(1000)

    const investors = await call('/reporting/v1/Investors?pageNumber=1&pageSize=1000000')
    expect(await investors.json()).toHaveLength(3)
  })

  it('refuses CORS to other origins', async () => {
    const response = await call('/entitlements/v1/user/profile', {
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('downloads a report that opens as a valid workbook', async () => {
    const response = await call('/reporting/v1/Cas/ReportDownload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fundIds: [101],
        investorIds: null,
        reportingCurrency: 'EUR',
        reportingDate: '2024-03-31T00:00:00.000Z',
      }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition')
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Capital Account Statement_03312024.xlsx"',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.getWorksheet('Capital Account Statement')!
    expect(sheet.getRow(1).values).toContain('Investor Account')
    expect(sheet.rowCount).toBeGreaterThan(3)
    expect(sheet.getRow(2).getCell(4).value).toBe('EUR')
  })

  it('signs out through /entitlements/v1/user/signout', async () => {
    const response = await call(`/entitlements/v1/user/signout?returnTo=${encodeURIComponent(portal)}`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.getSetCookie()[0]).toContain('Max-Age=0')
    cookie = ''
    expect((await call('/entitlements/v1/user/Terms')).status).toBe(401)
  })
})
