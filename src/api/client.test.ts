import { inspect } from 'node:util'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isAbortError, rejectionTexts, warningTexts, fsisReportsErrorText } from '../domain'
import { librarySearch } from '../domain/testing/documentSearch'
import { server } from '../../mocks/node'
import { setFaults } from '../../mocks/faults'
import { loggedRequests } from '../../mocks/requestLog'
import { entitlementsOf } from '../../mocks/scope'
import { MOCK_REFERENCE_DATE } from '../../mocks/seed/dates'
import { resetMockState } from '../../mocks/state'
import {
  actingUserSignal,
  api,
  ApiError,
  ChangeRefusedError,
  configureApi,
  DEEP_LINK_STORAGE_KEY,
  resetApiContext,
  SESSION_FLAG_STORAGE_KEY,
  signIn,
  signOut,
  takeDeepLink,
} from '.'

/** The cross-cutting rules of spec §7 and §8, each through a real call against the embedded provider. */
const base = 'http://provider.test/api'
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)
const investorFund = entitlementsOf('investor').funds[0]!
const adminOnlyFund = entitlementsOf('admin').funds.find(
  (f) => !entitlementsOf('investor').funds.includes(f),
)!
const search = librarySearch()

class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  removeItem = (key: string) => void this.items.delete(key)
}

function fakeWindow(pathname: string, search = '') {
  const assign = vi.fn()
  const window = {
    location: { pathname, search, hash: '', assign },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  }
  vi.stubGlobal('window', window)
  return window
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetMockState('investor')
  configureApi({
    baseUrl: base,
    now: () => today,
    entitledUserId: 'u-investor',
    investorAccountGroupId: 'ALL',
  })
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  resetApiContext()
})
afterAll(() => server.close())

const lastRequest = () => loggedRequests().at(-1)!

describe('base URL and credentials', () => {
  it('calls the configured API base (trailing slashes dropped) with credentials included', async () => {
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request))
    configureApi({ baseUrl: 'http://other-provider.test/v2/api//' })
    await api.documents.getDocumentTypes()
    server.events.removeAllListeners()
    expect(seen[0]!.url).toBe(
      'http://other-provider.test/v2/api/documents/v1/DocumentTypes?sortColumn=name&entitledUserId=u-investor&investorAccountGroupId=ALL',
    )
    expect(seen[0]!.credentials).toBe('include')
  })

  it('sends the anti-forgery header with every call of the provider, bodiless POSTs too, and not to the identity provider', async () => {
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => void seen.push(request))
    configureApi({ passwordChange: { url: 'https://identity.test/pw', clientId: 'c', connection: 'x' } })
    server.use(http.post('https://identity.test/pw', () => HttpResponse.text('sent')))
    const { results } = await api.documents.searchDocuments(search)
    await api.documents.markRead(results[0]!.documentId!)
    await api.entitlements.changePassword('ok@example.com')
    server.events.removeAllListeners()
    const header = (request: Request) => request.headers.get('X-Requested-With')
    expect(seen.map(header)).toEqual(['investor-portal', 'investor-portal', null])
  })
})

describe('entitledUserId and investorAccountGroupId', () => {
  it('are added to every call from the request context', async () => {
    configureApi({ entitledUserId: 'u-investor', investorAccountGroupId: '901' })
    await api.entitlements.getEntitledEntities()
    expect(lastRequest().query).toEqual({ entitledUserId: 'u-investor', investorAccountGroupId: '901' })
  })

  it('are left out while the context has none', async () => {
    configureApi({ entitledUserId: null, investorAccountGroupId: null })
    await api.entitlements.getEntitledEntities()
    expect(lastRequest().query).toEqual({})
  })

  it('are the impersonated user while an administrator impersonates, and change what the provider answers', async () => {
    resetMockState('admin')
    configureApi({ entitledUserId: 'u-alpinvest', investorAccountGroupId: 'ALL' })
    const funds = await api.entitlements.getEntitledEntities()
    expect(lastRequest().query).toEqual({ entitledUserId: 'u-alpinvest', investorAccountGroupId: 'ALL' })
    expect(funds.map((f) => f.id)).toEqual(entitlementsOf('alpinvest').funds.map((f) => f.id))
  })

  it('are omitted by the generic download helper even when set', async () => {
    const { results } = await api.documents.searchDocuments(search)
    await api.documents.downloadDocument(results[0]!.documentId!, results[0]!)
    expect(lastRequest().query).toEqual({ save: 'true' })
  })

  it('narrow the answers to the selected account group', async () => {
    configureApi({ investorAccountGroupId: '902' })
    const accounts = await api.entitlements.getEntitledAccounts()
    expect(accounts.length).toBeLessThan(entitlementsOf('investor').accounts.length)
    expect(accounts.length).toBeGreaterThan(0)
  })
})

describe('204 answers', () => {
  it('read as an empty list', async () => {
    setFaults([{ method: 'GET', path: '/entitlements/v1/user/EntitledAccounts', status: 204 }])
    await expect(api.entitlements.getEntitledAccounts()).resolves.toEqual([])
  })

  it('read as no documents for a search', async () => {
    const answer = await api.documents.searchDocuments({ ...search, fileName: 'no title contains this' })
    expect(answer).toEqual({ total: 0, results: [] })
  })

  it('read as "no data" (null) for a report download', async () => {
    const answer = await api.reporting.downloadCapitalAccountStatement({
      fundIds: [investorFund.id],
      investorIds: null,
      reportingCurrency: 'USD',
      reportingDate: '2099-12-31T00:00:00.000Z',
    })
    expect(answer).toBeNull()
  })

  it('read as an empty list of capital account reports (the screen says no data)', async () => {
    const answer = await api.reporting.getCapitalAccountStatement({
      fundIds: [investorFund.id],
      reportingCurrency: 'USD',
      reportingDate: '2099-12-31',
    })
    expect(answer).toEqual([])
  })
})

describe('xlsx answers', () => {
  it('are named from content-disposition', async () => {
    const file = await api.reporting.downloadCapitalAccountStatement({
      fundIds: [investorFund.id],
      investorIds: null,
      reportingCurrency: 'USD',
      reportingDate: '2024-03-31T00:00:00.000Z',
    })
    expect(file?.fileName).toBe('Capital Account Statement_03312024.xlsx')
  })

  it('default to Report_MMddyyyy.xlsx without one', async () => {
    server.use(
      http.post(
        '*/reporting/v1/Cas/ReportDownload',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Type': 'application/octet-stream' },
          }),
      ),
    )
    const file = await api.reporting.downloadCapitalAccountStatement({
      fundIds: [investorFund.id],
      investorIds: null,
      reportingCurrency: 'USD',
      reportingDate: '2024-03-31',
    })
    expect(file?.fileName).toBe('Report_11162026.xlsx')
    expect(file?.blob.size).toBe(4)
  })

  it('keep only safe characters in a file name', async () => {
    server.use(
      http.get(
        '*/documents/v1/documents/:id/download',
        () =>
          new HttpResponse('x', {
            headers: {
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Q3: "Outlook" & <Review>.pdf')}`,
            },
          }),
      ),
    )
    const file = await api.documents.downloadDocument(100001, { title: 'Q3 Outlook', fileType: 'pdf' })
    expect(file.fileName).toBe('Q3 Outlook  Review.pdf')
  })
})

describe('401', () => {
  it('clears the session flag, remembers the deep link and goes to sign-in', async () => {
    const window = fakeWindow('/documents', '?status=Unread')
    window.localStorage.setItem(SESSION_FLAG_STORAGE_KEY, '1')
    resetMockState(null)
    await expect(api.entitlements.getTerms()).rejects.toMatchObject({
      message: rejectionTexts.userTerms,
      status: 401,
    })
    expect(window.localStorage.getItem(SESSION_FLAG_STORAGE_KEY)).toBeNull()
    expect(window.sessionStorage.getItem(DEEP_LINK_STORAGE_KEY)).toBe('/documents?status=Unread')
    expect(window.location.assign).toHaveBeenCalledWith(`${base}/signin`)
  })

  it('does not remember home', async () => {
    const window = fakeWindow('/')
    resetMockState(null)
    await expect(api.entitlements.getTerms()).rejects.toBeInstanceOf(ApiError)
    expect(window.sessionStorage.getItem(DEEP_LINK_STORAGE_KEY)).toBeNull()
    expect(window.location.assign).toHaveBeenCalledWith(`${base}/signin`)
  })

  it('calls the app instead when it set onUnauthorized', async () => {
    const window = fakeWindow('/documents')
    const onUnauthorized = vi.fn()
    configureApi({ onUnauthorized })
    resetMockState(null)
    await expect(api.reporting.getFunds()).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(window.location.assign).not.toHaveBeenCalled()
  })

  it('goes to sign-in once when two calls are refused together (a second navigation would abort the first)', async () => {
    const window = fakeWindow('/documents')
    resetMockState(null)
    const refused = await Promise.allSettled([api.reporting.getFunds(), api.entitlements.getTerms()])
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    expect(window.location.assign).toHaveBeenCalledOnce()
    expect(window.location.assign).toHaveBeenCalledWith(`${base}/signin`)
  })

  it('follows after sign-in only a same-origin portal path, once', () => {
    const window = fakeWindow('/')
    for (const unsafe of ['//evil.example/path', 'https://evil.example/', 'javascript:alert(1)']) {
      window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, unsafe)
      expect(takeDeepLink()).toBeNull()
    }
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/reporting/cash-flow-activity')
    expect(takeDeepLink()).toBe('/reporting/cash-flow-activity')
    expect(takeDeepLink()).toBeNull()
  })
})

describe('300', () => {
  it('follows the location header', async () => {
    const navigate = vi.fn()
    configureApi({ navigate })
    setFaults([
      {
        method: 'GET',
        path: '/entitlements/v1/user/Terms',
        status: 300,
        headers: { Location: '/elsewhere/terms' },
      },
    ])
    await expect(api.entitlements.getTerms()).rejects.toMatchObject({ status: 300 })
    expect(navigate).toHaveBeenCalledWith('http://provider.test/elsewhere/terms')
  })
})

describe('cancelled requests', () => {
  it('reject quietly with an AbortError', async () => {
    setFaults([{ method: 'POST', path: '/reporting/v1/Cas/report', delayMs: 2000 }])
    const controller = new AbortController()
    const report = api.reporting.getCapitalAccountStatement(
      { fundIds: [investorFund.id], reportingCurrency: 'USD', reportingDate: '2024-03-31' },
      { signal: controller.signal },
    )
    controller.abort()
    const error: unknown = await report.catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect(error).not.toBeInstanceOf(ApiError)
  })

  it("say 'Cancelled fetching of fund documents' for a fund's documents", async () => {
    setFaults([{ method: 'POST', path: '/documents/v1/Users/documents/search', delayMs: 2000 }])
    const controller = new AbortController()
    const documents = api.documents.searchFundDocuments(
      { ...search, entitledEntityIds: [investorFund.id] },
      { signal: controller.signal },
    )
    controller.abort()
    await expect(documents).rejects.toMatchObject({
      name: 'AbortError',
      message: rejectionTexts.cancelledFundDocuments,
    })
  })
})

describe('answers are checked before they are believed', () => {
  const logged = () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)))
    return lines
  }

  it('refuses a field of the wrong type, logging the endpoint and the failing path, never the answer', async () => {
    const lines = logged()
    server.use(
      http.get('*/cvent/api/Events', () =>
        HttpResponse.json([{ eventId: 'EVT-1', title: 'Secret AGM', eventStartDate: 20261201 }]),
      ),
    )
    await expect(api.calendar.getCalendarEvents()).rejects.toMatchObject({ message: rejectionTexts.data })
    expect(lines).toEqual([
      `GET /cvent/api/Events failed (200: the answer does not have its shape at 0.eventStartDate): ${rejectionTexts.data}`,
    ])
    expect(lines.join('')).not.toContain('Secret AGM')
  })

  it('keeps the answer out of a logged failure, and still at hand for the calls that read it', () => {
    const error = new ApiError(rejectionTexts.data, 500, ['account 4711 of J. Doe'])
    expect(inspect(error)).not.toContain('4711')
    expect(JSON.stringify(error)).not.toContain('4711')
    expect(error.body).toEqual(['account 4711 of J. Doe'])
  })

  it('lets unknown extra fields pass, as they are', async () => {
    server.use(
      http.get('*/entitlements/v1/user/EntitledEntities', () =>
        HttpResponse.json([{ id: 1, globalId: 'ENT-1', name: 'Fund I', newField: { nested: true } }]),
      ),
    )
    await expect(api.entitlements.getEntitledEntities()).resolves.toEqual([
      { id: 1, globalId: 'ENT-1', name: 'Fund I', newField: { nested: true } },
    ])
  })

  it('refuses an answer over the size cap with the call’s text', async () => {
    configureApi({ maxAnswerBytes: 1000 })
    const lines = logged()
    server.use(
      http.get('*/entitlements/v1/user/EntitledEntities', () =>
        HttpResponse.json(Array.from({ length: 100 }, (_, id) => ({ id, globalId: `ENT-${id}`, name: 'F' }))),
      ),
    )
    await expect(api.entitlements.getEntitledEntities()).rejects.toMatchObject({
      message: rejectionTexts.entitledFunds,
    })
    expect(lines[0]).toContain('the answer is over 1000 bytes')
  })
})

describe('embedded reports', () => {
  const answering = (embedUrl: string) =>
    server.use(http.get('*/entitlements/v1/reports/:name/EmbedUrl', () => HttpResponse.json({ embedUrl })))

  it('are taken only from the configured report hosts, over https', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    configureApi({ reportHosts: ['https://app.powerbi.com'] })
    answering('https://app.powerbi.com/reportEmbed?reportId=1')
    await expect(api.entitlements.getEmbedUrl('PortfolioPerformance')).resolves.toMatchObject({
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=1',
    })
    for (const elsewhere of [
      'https://evil.example/reportEmbed',
      'http://app.powerbi.com/x',
      'javascript:alert(1)',
    ]) {
      answering(elsewhere)
      await expect(api.entitlements.getEmbedUrl('PortfolioPerformance')).rejects.toMatchObject({
        message: rejectionTexts.embeddedReport,
      })
    }
  })
})

describe('deadlines', () => {
  it('fail a call past its deadline with its §8 text', async () => {
    configureApi({ callDeadlineMs: 50 })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    setFaults([{ method: 'GET', path: '/cvent/api/Events', delayMs: 1000 }])
    await expect(api.calendar.getCalendarEvents()).rejects.toMatchObject({
      name: 'ApiError',
      message: rejectionTexts.data,
      status: null,
    })
  })

  it('give a file download its own, longer deadline', async () => {
    const [document] = (await api.documents.searchDocuments(search)).results
    configureApi({ callDeadlineMs: 50, downloadDeadlineMs: 5000 })
    setFaults([{ method: 'GET', path: '/documents/v1/documents/*/download', delayMs: 200 }])
    await expect(api.documents.downloadDocument(document!.documentId!, document!)).resolves.toMatchObject({
      fileName: expect.any(String),
    })
  })

  it('keep the user’s own abort quiet', async () => {
    configureApi({ callDeadlineMs: 5000 })
    setFaults([{ method: 'GET', path: '/cvent/api/Events', delayMs: 1000 }])
    const controller = new AbortController()
    const events = api.calendar.getCalendarEvents({ signal: controller.signal })
    controller.abort()
    await expect(events).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('path parameters', () => {
  it.each(['..', '.', '', 'a/b'])(
    'make no call for the document id %j, and fail with the call’s text',
    async (id) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const before = loggedRequests().length
      await expect(api.documents.downloadDocument(id, { title: 'x', fileType: 'pdf' })).rejects.toMatchObject(
        {
          message: warningTexts.documentDownload,
        },
      )
      await expect(api.documents.markRead(id)).rejects.toMatchObject({
        message: warningTexts.documentStatusUpdate,
      })
      expect(loggedRequests().length).toBe(before)
    },
  )
})

describe('writes while acting as another user', () => {
  it('are refused in the one send path, before anything is sent', async () => {
    resetMockState('admin')
    configureApi({ entitledUserId: 'u-investor', actingAsAnotherUser: true })
    const before = loggedRequests().length
    await expect(api.documents.markRead(1)).rejects.toBeInstanceOf(ChangeRefusedError)
    await expect(api.entitlements.acceptTerms([1])).rejects.toBeInstanceOf(ChangeRefusedError)
    expect(loggedRequests().length).toBe(before)
    // Reads still go, for the impersonated user.
    await expect(api.entitlements.getEntitledEntities()).resolves.not.toHaveLength(0)
  })

  it('abort a write batch still running when impersonation starts', async () => {
    const { results } = await api.documents.searchDocuments(search)
    setFaults([{ method: 'POST', path: '/documents/v1/users/*/read/true', delayMs: 300 }])
    const batch = actingUserSignal()
    const posts = results
      .slice(0, 3)
      .map((document) => api.documents.markRead(document.documentId!, { signal: batch }))
    configureApi({ entitledUserId: 'u-alpinvest', actingAsAnotherUser: true })
    const outcomes = await Promise.allSettled(posts)
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && isAbortError(outcome.reason))).toEqual([
      true,
      true,
      true,
    ])
    expect(batch.aborted).toBe(true)
  })
})

describe('failures become the call’s rejection text', () => {
  it('for an answer of the wrong shape', async () => {
    server.use(
      http.get('*/entitlements/v1/user/EntitledEntities', () => HttpResponse.json({ funds: 'not a list' })),
    )
    await expect(api.entitlements.getEntitledEntities()).rejects.toMatchObject({
      message: rejectionTexts.entitledFunds,
      status: 200,
    })
  })

  it('for an answer that is not JSON', async () => {
    server.use(
      http.get(
        '*/reporting/v1/Funds',
        () => new HttpResponse('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    )
    await expect(api.reporting.getFunds()).rejects.toMatchObject({ message: rejectionTexts.funds })
  })

  it('for a network failure', async () => {
    setFaults([{ method: 'GET', path: '/cvent/api/Events', network: true }])
    await expect(api.calendar.getCalendarEvents()).rejects.toMatchObject({
      message: rejectionTexts.data,
      status: null,
    })
  })

  it("for the FSIS reports' 404: 'FSIS reports not found'", async () => {
    await expect(api.reporting.getFpsisAdjustments(investorFund.id, '2099-12-31')).rejects.toMatchObject({
      message: fsisReportsErrorText(404),
      status: 404,
    })
  })

  it("for a fund without a company-level report at the date (404): 'FLOC reports not found'", async () => {
    await expect(api.reporting.getFpsisData(investorFund.id, '2099-12-31')).rejects.toMatchObject({
      message: rejectionTexts.flocReportsNotFound,
      status: 404,
    })
    setFaults([{ method: 'GET', path: `/reporting/v1/FPSIS/${investorFund.id}:2026-09-30`, status: 500 }])
    await expect(api.reporting.getFpsisData(investorFund.id, '2026-09-30')).rejects.toMatchObject({
      message: rejectionTexts.fpsisData,
    })
  })

  it('for an unknown fund (404), an unentitled fund (403) and a malformed body (400)', async () => {
    await expect(api.reporting.getFundHeads(99_999)).rejects.toMatchObject({
      message: rejectionTexts.fundHeads,
      status: 404,
    })
    await expect(api.reporting.getFundHeads(adminOnlyFund.id)).rejects.toMatchObject({
      message: rejectionTexts.fundHeads,
      status: 403,
    })
    await expect(
      api.documents.searchDocuments({ ...search, entitledEntityIds: [adminOnlyFund.id] }),
    ).rejects.toMatchObject({ message: rejectionTexts.documents, status: 403 })
    await expect(
      api.documents.searchDocuments({ ...search, documentStatuses: ['P', 'A'] }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      api.reporting.getScheduleOfInvestments({
        fundId: investorFund.id,
        currency: 'XYZ',
        reportingDate: '2024-03-31',
      }),
    ).rejects.toMatchObject({ message: rejectionTexts.scheduleOfInvestments, status: 400 })
  })

  it('for an investor request: the first element of the answer, else the generic text', async () => {
    const request = {
      requestType: 'update-wire-instructions' as const,
      request: 'New bank',
      customFields: {},
      entitledAccounts: [],
      entitledEntities: [],
    }
    await expect(api.entitlements.sendInvestorRequest(request)).rejects.toMatchObject({
      message: 'Please complete the wire instructions, funds and accounts.',
      status: 400,
    })
    setFaults([{ method: 'POST', path: '/entitlements/v1/user/InvestorRequest', status: 500 }])
    await expect(api.entitlements.sendInvestorRequest(request)).rejects.toMatchObject({
      message: warningTexts.someErrorOccurred,
    })
  })
})

describe('sign-in, sign-out and password change', () => {
  it('sign-in and sign-out are navigations to the provider', () => {
    const window = fakeWindow('/')
    window.localStorage.setItem(SESSION_FLAG_STORAGE_KEY, '1')
    signIn()
    expect(window.location.assign).toHaveBeenLastCalledWith(`${base}/signin`)
    signOut()
    expect(window.location.assign).toHaveBeenLastCalledWith(`${base}/entitlements/v1/user/signout`)
    expect(window.localStorage.getItem(SESSION_FLAG_STORAGE_KEY)).toBeNull()
  })

  it('posts the password change to the identity provider without credentials, reading its first error', async () => {
    const url = 'https://identity.test/dbconnections/change_password'
    configureApi({ passwordChange: { url, clientId: 'portal', connection: 'investors' } })
    const seen: Request[] = []
    server.use(
      http.post(url, async ({ request }) => {
        seen.push(request)
        const body = (await request.clone().json()) as { email: string }
        return body.email === 'ok@example.com'
          ? HttpResponse.text("We've just sent you an email")
          : HttpResponse.json(['The user does not exist.'], { status: 400 })
      }),
    )
    await expect(api.entitlements.changePassword('ok@example.com')).resolves.toBeUndefined()
    expect(seen[0]!.url).toBe(url)
    expect(seen[0]!.credentials).toBe('omit')
    expect(await seen[0]!.json()).toEqual({
      client_id: 'portal',
      email: 'ok@example.com',
      connection: 'investors',
    })
    await expect(api.entitlements.changePassword('nobody@example.com')).rejects.toMatchObject({
      message: 'The user does not exist.',
    })
  })

  it("reads the identity provider's 401 as its failure, not as the portal's session ending", async () => {
    const url = 'https://identity.test/dbconnections/change_password'
    const navigations: string[] = []
    configureApi({
      passwordChange: { url, clientId: 'portal', connection: 'investors' },
      navigate: (target) => void navigations.push(target),
    })
    server.use(http.post(url, () => HttpResponse.json(['Unauthorized client.'], { status: 401 })))
    await expect(api.entitlements.changePassword('ok@example.com')).rejects.toMatchObject({
      message: 'Unauthorized client.',
    })
    expect(navigations).toEqual([])
  })
})
