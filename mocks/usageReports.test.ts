import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { antiForgeryHeaders } from '../src/api/endpoints'
import { server } from './node'
import { resetMockState } from './state'

/** The administration's usage reports as the provider takes them: the document subtype filter included. */
const api = 'http://provider.test/mock-api'
const post = (path: string, body: unknown) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...antiForgeryHeaders },
    body: JSON.stringify(body),
  })
const ACTIVITY = '/documents/v1/useractivitytracking'
const TERMS = '/entitlements/v1/user/Terms/TermAcceptanceReport'
const activity = { entitledEntityIds: null, startDate: null, endDate: null, reportFormat: 'xlsx', user: null }
const terms = { productIds: null, startDate: null, endDate: null, reportFormat: 'xlsx', userEmail: null }

async function rowCount(response: Response): Promise<number> {
  if (response.status === 204) return 0
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  return workbook.worksheets[0]!.rowCount - 1
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetMockState('admin'))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('documentSubTypes in the usage reports', () => {
  it('narrows the user activity report to documents of those subtypes', async () => {
    const every = await rowCount(await post(ACTIVITY, { ...activity, documentSubTypes: null }))
    const others = await rowCount(await post(ACTIVITY, { ...activity, documentSubTypes: [102, 203, 403] }))
    expect(others).toBeGreaterThan(0)
    expect(others).toBeLessThan(every)
    expect(await rowCount(await post(ACTIVITY, { ...activity, documentSubTypes: [] }))).toBe(every)
  })

  it('is accepted by the term acceptance report', async () => {
    const response = await post(TERMS, { ...terms, documentTypeIds: [5], documentSubTypes: [501, 504] })
    expect(response.status).toBe(200)
  })

  it.each([
    [ACTIVITY, activity],
    [TERMS, terms],
  ])('%s refuses a malformed list (400) and an unknown subtype (404)', async (path, body) => {
    expect((await post(path, { ...body, documentSubTypes: 'Other' })).status).toBe(400)
    expect((await post(path, { ...body, documentSubTypes: [999_999] })).status).toBe(404)
  })
})
