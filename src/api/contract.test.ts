import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  documentSearchRequest,
  emptyDocumentFilters,
  rejectionTexts,
  SOMETHING_WENT_WRONG,
  warningTexts,
  groupDeleteFailed,
  groupUpdateFailed,
  type DocumentSearchRequest,
} from '../domain'
import { server } from '../../mocks/node'
import { pathPattern, setFaults } from '../../mocks/faults'
import { personas, type PersonaId } from '../../mocks/personas'
import { loggedRequests } from '../../mocks/requestLog'
import { entitlementsOf } from '../../mocks/scope'
import { positionsByFund } from '../../mocks/seed/book'
import { accountById, seedAccounts } from '../../mocks/seed/investors'
import { latestCompletedQuarterIndex, MOCK_REFERENCE_DATE, quarterAt } from '../../mocks/seed/dates'
import { mockState, resetMockState } from '../../mocks/state'
import { providerPathOf } from '../../mocks/handlers/route'
import { checkAnswer, type AnswerSchema } from './endpoints/answer'
import { connectInProcess } from './investorDirectory/inProcess'
import { api, ApiError, configureApi, endpoints, resetApiContext, type EndpointName } from '.'

/**
 * The contract of every §7 call: the client against the embedded provider's handlers. Each call is checked for
 * its method, path and query (entitledUserId/investorAccountGroupId exactly when the call carries them), its
 * body, the shape of its answer, and the exact §8 text it rejects with when the provider fails.
 */
const base = 'http://provider.test/api'
const today = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)
const latest = quarterAt(latestCompletedQuarterIndex(today)).endDate
const investor = entitlementsOf('investor')
const fund = investor.funds[0]!
const account = investor.accounts.find((a) => accountsHolding(fund.id).includes(a.id))!
const GROUP_ID = 900
function accountsHolding(fundId: number): number[] {
  return (positionsByFund.get(fundId) ?? []).map((p) => p.accountId)
}

const documentRequest: DocumentSearchRequest = documentSearchRequest({
  filters: emptyDocumentFilters(),
  isAdmin: false,
  today,
})

interface Contract {
  name: string
  persona?: PersonaId
  run: () => Promise<unknown>
  method: string
  path: string
  query?: Record<string, string | string[]>
  /** Whether entitledUserId and investorAccountGroupId are sent (spec §7: unless turned off). */
  context: boolean
  body?: unknown
  answer: (value: unknown) => void
  failure: string
}

/**
 * A call whose request body is written once: handed to the client, and expected on the wire as it was given
 * (a copy taken before the call, so a client that changed the object it was handed would not go unnoticed).
 */
const sending = <B>(call: (body: B) => Promise<unknown>, body: B): Pick<Contract, 'run' | 'body'> => ({
  run: () => call(body),
  body: structuredClone(body),
})

const list = (check?: (item: Record<string, unknown>) => void) => (value: unknown) => {
  expect(Array.isArray(value)).toBe(true)
  expect((value as unknown[]).length).toBeGreaterThan(0)
  if (check) check((value as Array<Record<string, unknown>>)[0]!)
}
const file = (name: RegExp, type: 'xlsx' | 'pdf') => async (value: unknown) => {
  const { fileName, blob } = value as { fileName: string; blob: Blob }
  expect(fileName).toMatch(name)
  const bytes = new Uint8Array(await blob.arrayBuffer())
  expect(String.fromCharCode(...bytes.slice(0, 4))).toBe(type === 'xlsx' ? 'PK\u0003\u0004' : '%PDF')
}

const contracts: Contract[] = [
  // Entitlements
  {
    name: 'getUserProfile',
    run: () => api.entitlements.getUserProfile(),
    method: 'GET',
    path: '/entitlements/v1/user/profile',
    context: false,
    answer: (v) =>
      expect(v).toMatchObject({
        userId: 'u-investor',
        email: 'margaret.ellison@example.com',
        external: true,
      }),
    failure: rejectionTexts.userProfile,
  },
  {
    name: 'getSegmentFunctions',
    persona: 'admin',
    run: () => api.entitlements.getSegmentFunctions('u-alpinvest'),
    method: 'GET',
    path: '/entitlements/v1/user/segmentFunction',
    query: { entitledUserId: 'u-alpinvest' },
    context: false,
    answer: (v) => expect(v).toEqual(personas.alpinvest.segmentFunction),
    failure: rejectionTexts.impersonation,
  },
  {
    name: 'getHomeContent',
    run: () => api.entitlements.getHomeContent(),
    method: 'GET',
    path: '/entitlements/v1/user/Content',
    context: true,
    answer: (v) =>
      expect(v).toMatchObject({
        homePageVideo: { videoId: expect.any(String), videoToken: expect.any(String) },
      }),
    failure: rejectionTexts.video,
  },
  {
    name: 'getEntitledAccounts',
    run: () => api.entitlements.getEntitledAccounts(),
    method: 'GET',
    path: '/entitlements/v1/user/EntitledAccounts',
    context: true,
    answer: (v) => expect(v).toHaveLength(investor.accounts.length),
    failure: rejectionTexts.entitledAccounts,
  },
  {
    name: 'getEntitledAccounts by global ids',
    run: () => api.entitlements.getEntitledAccounts({ entitledEntityGlobalIds: [fund.globalId] }),
    method: 'GET',
    path: '/entitlements/v1/user/EntitledAccounts',
    query: { entitledEntityGlobalIds: fund.globalId },
    context: true,
    answer: list((a) =>
      expect(a).toMatchObject({
        id: expect.any(Number),
        globalId: expect.any(String),
        name: expect.any(String),
      }),
    ),
    failure: rejectionTexts.entitledAccounts,
  },
  {
    name: 'getAllEntitledAccounts',
    run: () => api.entitlements.getAllEntitledAccounts(),
    method: 'GET',
    path: '/entitlements/v1/user/EntitledAccounts',
    query: { entitledUserId: 'u-investor' },
    context: false,
    answer: (v) => expect(v).toHaveLength(investor.accounts.length),
    failure: rejectionTexts.entitledAccounts,
  },
  {
    name: 'getFundInvestorAccounts',
    run: () => api.entitlements.getFundInvestorAccounts([fund.id, investor.funds[1]!.id]),
    method: 'GET',
    path: '/entitlements/v1/user/EntitledAccounts',
    query: { entitledEntities: [String(fund.id), String(investor.funds[1]!.id)] },
    context: true,
    answer: list((a) => expect(a).toHaveProperty('investorName')),
    failure: rejectionTexts.investorAccounts,
  },
  {
    name: 'getEntitledEntities',
    run: () => api.entitlements.getEntitledEntities(),
    method: 'GET',
    path: '/entitlements/v1/user/EntitledEntities',
    context: true,
    answer: (v) => expect(v).toHaveLength(investor.funds.length),
    failure: rejectionTexts.entitledFunds,
  },
  {
    name: 'getAccountGroups',
    run: () => api.entitlements.getAccountGroups(),
    method: 'GET',
    path: '/entitlements/v1/user/InvestorAccountGroups',
    query: { includeGroups: 'true', _: String(today.getTime()) },
    context: true,
    answer: list((g) => expect(g).toMatchObject({ groupId: GROUP_ID, groupName: 'Family Office Accounts' })),
    failure: rejectionTexts.accountGroups,
  },
  {
    name: 'createAccountGroup',
    ...sending(api.entitlements.createAccountGroup, {
      groupName: 'Pension',
      entitledUserId: 'u-investor',
      createDate: '2026-11-16',
      updatedDate: '2026-11-16',
    }),
    method: 'POST',
    path: '/entitlements/v1/user/InvestorAccountGroups',
    context: true,
    answer: (v) => expect(typeof v).toBe('number'),
    failure: warningTexts.groupCreate,
  },
  {
    name: 'updateAccountGroup',
    ...sending(api.entitlements.updateAccountGroup, {
      groupId: GROUP_ID,
      groupName: 'Renamed',
      entitledUserId: 'u-investor',
      createDate: '2025-02-03',
      updatedDate: '2026-11-16',
    }),
    method: 'PUT',
    path: '/entitlements/v1/user/InvestorAccountGroups',
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: groupUpdateFailed('Renamed'),
  },
  {
    name: 'deleteAccountGroup',
    run: () =>
      api.entitlements.deleteAccountGroup({ groupId: GROUP_ID, groupName: 'Family Office Accounts' }),
    method: 'DELETE',
    path: `/entitlements/v1/user/InvestorAccountGroups/${GROUP_ID}`,
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: groupDeleteFailed('Family Office Accounts'),
  },
  {
    name: 'addAccountToGroup',
    ...sending((body) => api.entitlements.addAccountToGroup(body, 'Family Office Accounts'), {
      accountId: account.id,
      groupId: GROUP_ID,
    }),
    method: 'POST',
    path: '/entitlements/v1/user/InvestorAccountGroupsAssociation',
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: groupUpdateFailed('Family Office Accounts'),
  },
  {
    name: 'removeAccountFromGroup',
    ...sending((body) => api.entitlements.removeAccountFromGroup(body, 'Family Office Accounts'), {
      accountId: account.id,
      groupId: GROUP_ID,
    }),
    method: 'DELETE',
    path: '/entitlements/v1/user/InvestorAccountGroupsAssociation',
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: groupUpdateFailed('Family Office Accounts'),
  },
  {
    name: 'getTerms',
    run: () => api.entitlements.getTerms(),
    method: 'GET',
    path: '/entitlements/v1/user/Terms',
    context: true,
    answer: list((t) =>
      expect(t).toMatchObject({ id: 1, associationType: 'Sitewide', whenAccepted: 'Once', accepted: true }),
    ),
    failure: rejectionTexts.userTerms,
  },
  {
    name: 'acceptTerms',
    run: () => api.entitlements.acceptTerms([1, 7]),
    method: 'POST',
    path: '/entitlements/v1/user/Terms',
    context: true,
    body: [1, 7],
    answer: (v) => expect(v).toBeUndefined(),
    failure: SOMETHING_WENT_WRONG,
  },
  {
    name: 'downloadTermAcceptanceReport',
    persona: 'admin',
    ...sending(api.entitlements.downloadTermAcceptanceReport, {
      productIds: null,
      startDate: null,
      endDate: null,
      reportFormat: 'xlsx',
      documentTypeIds: null,
      documentSubTypes: [501, 504],
      userEmail: null,
    }),
    method: 'POST',
    path: '/entitlements/v1/user/Terms/TermAcceptanceReport',
    context: true,
    answer: file(/^Term Acceptance Report_11162026\.xlsx$/, 'xlsx'),
    failure: warningTexts.reportDownload,
  },
  {
    name: 'sendInvestorRequest',
    ...sending(api.entitlements.sendInvestorRequest, {
      requestType: 'no-data-request',
      request: 'Please confirm.',
      customFields: {},
      entitledAccounts: [account.id],
      entitledEntities: [fund.id],
    }),
    method: 'POST',
    path: '/entitlements/v1/user/InvestorRequest',
    context: true,
    answer: (v) => expect(v).toBe(true),
    failure: warningTexts.someErrorOccurred,
  },
  {
    name: 'getPreferenceId',
    run: () => api.entitlements.getPreferenceId('DateFormat', 'u-investor'),
    method: 'GET',
    path: '/entitlements/v1/user/UserPreferences/DateFormat',
    query: { userId: 'u-investor' },
    context: false,
    answer: (v) => expect(v).toBe(1),
    failure: rejectionTexts.userPreference,
  },
  {
    name: 'createPreference',
    ...sending((body) => api.entitlements.createPreference('u-investor', body), {
      Setting: 'UserLandingPage',
      Value: '/documents',
    }),
    method: 'POST',
    path: '/entitlements/v1/user/UserPreferences',
    query: { userId: 'u-investor' },
    context: false,
    answer: (v) => expect(v).toBeUndefined(),
    failure: rejectionTexts.userPreference,
  },
  {
    name: 'updatePreference',
    ...sending((body) => api.entitlements.updatePreference('u-investor', body), {
      Setting: 'DateFormat',
      Value: 'M/D/YYYY',
      id: 1,
    }),
    method: 'PUT',
    path: '/entitlements/v1/user/UserPreferences/1',
    query: { userId: 'u-investor' },
    context: false,
    answer: (v) => expect(v).toBeUndefined(),
    failure: rejectionTexts.userPreference,
  },
  {
    name: 'getPreferences',
    persona: 'admin',
    run: () => api.entitlements.getPreferences('u-investor'),
    method: 'GET',
    path: '/entitlements/v1/user/UserPreferences',
    query: { userId: 'u-investor' },
    context: false,
    answer: list((p) => expect(p).toEqual({ id: 1, setting: 'DateFormat', value: 'MMM-DD-YYYY' })),
    failure: rejectionTexts.impersonation,
  },
  {
    name: 'findEntitledUser',
    persona: 'admin',
    run: () => api.entitlements.findEntitledUser('margaret.ellison@example.com'),
    method: 'GET',
    path: '/entitlements/v1/system/EntitledUsers',
    query: { email: 'margaret.ellison@example.com' },
    context: false,
    answer: (v) =>
      expect(v).toEqual({
        userId: 'u-investor',
        email: 'margaret.ellison@example.com',
        firstName: 'Margaret',
        lastName: 'Ellison',
        isAdmin: false,
      }),
    failure: rejectionTexts.impersonation,
  },
  {
    name: 'getEmbedToken',
    persona: 'alpinvest',
    run: () => api.entitlements.getEmbedToken(),
    method: 'GET',
    path: '/entitlements/v1/reports/EmbedToken',
    context: true,
    answer: (v) => expect(v).toMatchObject({ token: expect.any(String), expiration: expect.any(String) }),
    failure: rejectionTexts.embeddedReport,
  },
  ...(['AccountSummary', 'PortfolioPerformance', 'DiversificationAnalysis'] as const).map(
    (report): Contract => ({
      name: `getEmbedUrl ${report}`,
      persona: 'alpinvest',
      run: () => api.entitlements.getEmbedUrl(report),
      method: 'GET',
      path: `/entitlements/v1/reports/${report}/EmbedUrl`,
      context: true,
      answer: (v) =>
        expect(v).toMatchObject({ embedUrl: expect.stringContaining(report), reportingDate: latest }),
      failure: rejectionTexts.embeddedReport,
    }),
  ),
  // Documents
  {
    name: 'getDocumentTypes',
    run: () => api.documents.getDocumentTypes(),
    method: 'GET',
    path: '/documents/v1/DocumentTypes',
    query: { sortColumn: 'name' },
    context: true,
    answer: list((t) =>
      expect(t).toMatchObject({
        documentTypeId: expect.any(Number),
        name: expect.any(String),
        documentSubtypes: expect.any(Array),
      }),
    ),
    failure: rejectionTexts.documentTypes,
  },
  {
    name: 'getFundDocumentTypes',
    run: () => api.documents.getFundDocumentTypes(fund.id),
    method: 'GET',
    path: `/documents/v1/Documents/entitledEntity/${fund.id}/documentTypes`,
    context: true,
    answer: list(),
    failure: rejectionTexts.documentTypes,
  },
  {
    name: 'searchDocuments',
    run: () => api.documents.searchDocuments(documentRequest),
    method: 'POST',
    path: '/documents/v1/Users/documents/search',
    context: true,
    body: JSON.parse(JSON.stringify(documentRequest)),
    answer: (v) =>
      expect(v).toMatchObject({
        total: expect.any(Number),
        results: expect.arrayContaining([expect.objectContaining({ documentStatus: 'Active' })]),
      }),
    failure: rejectionTexts.documents,
  },
  {
    name: 'searchFundDocuments',
    run: () => api.documents.searchFundDocuments({ ...documentRequest, entitledEntityIds: [fund.id] }),
    method: 'POST',
    path: '/documents/v1/Users/documents/search',
    context: true,
    body: JSON.parse(JSON.stringify({ ...documentRequest, entitledEntityIds: [fund.id] })),
    answer: (v) =>
      expect((v as { results: Array<{ fundId: number }> }).results.every((d) => d.fundId === fund.id)).toBe(
        true,
      ),
    failure: rejectionTexts.documents,
  },
  {
    name: 'searchDataRoomDocuments',
    run: () => api.documents.searchDataRoomDocuments(),
    method: 'POST',
    path: '/documents/v1/Users/documents/search',
    context: true,
    body: expect.objectContaining({
      documentLocation: 'Opportunity',
      documentStatuses: ['P', 'A', 'W', 'V'],
      includeVideos: true,
      sortKey: 'title',
      sortDirection: 'ASC',
    }),
    answer: (v) =>
      expect(
        (v as { results: Array<{ title: string; videoIsHighlighted?: boolean }> }).results
          .filter((d) => d.videoIsHighlighted)
          .map((d) => d.title),
      ).toEqual(['New Opportunity Spotlight']),
    failure: rejectionTexts.data,
  },
  {
    name: 'exportDocuments',
    run: () => api.documents.exportDocuments(documentRequest),
    method: 'POST',
    path: '/documents/v1/Users/documents/search',
    context: true,
    body: expect.objectContaining({ reportFormat: 'xlsx' }),
    answer: file(/^Documents_11162026\.xlsx$/, 'xlsx'),
    failure: warningTexts.fileDownload,
  },
  {
    name: 'getActionRequiredCount',
    run: () => api.documents.getActionRequiredCount(),
    method: 'POST',
    path: '/documents/v1/Users/documents/actionRequired',
    context: true,
    body: {},
    answer: (v) => expect(v).toBeGreaterThan(0),
    failure: rejectionTexts.actionItemsCount,
  },
  {
    name: 'setActionItem',
    run: () => api.documents.setActionItem(investorDocumentId, true),
    method: 'POST',
    path: '',
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: warningTexts.tryAgain,
  },
  {
    name: 'markRead',
    run: () => api.documents.markRead(investorDocumentId),
    method: 'POST',
    path: '',
    context: true,
    answer: (v) => expect(v).toBeUndefined(),
    failure: warningTexts.documentStatusUpdate,
  },
  {
    name: 'downloadDocument',
    run: () => api.documents.downloadDocument(investorDocumentId, { title: 'Notice', fileType: 'pdf' }),
    method: 'GET',
    path: '',
    query: { save: 'true' },
    context: false,
    answer: file(/\.pdf$/, 'pdf'),
    failure: warningTexts.documentDownload,
  },
  {
    name: 'downloadUserActivityReport',
    persona: 'admin',
    ...sending(api.documents.downloadUserActivityReport, {
      entitledEntityIds: null,
      startDate: null,
      endDate: null,
      reportFormat: 'xlsx',
      documentSubTypes: [102, 203],
      user: null,
      batchId: null,
    }),
    method: 'POST',
    path: '/documents/v1/useractivitytracking',
    context: true,
    answer: file(/^User Activity Report_11162026\.xlsx$/, 'xlsx'),
    failure: warningTexts.reportDownload,
  },
  // Calendar
  {
    name: 'getCalendarEvents',
    run: () => api.calendar.getCalendarEvents(),
    method: 'GET',
    path: '/cvent/api/Events',
    context: true,
    answer: list((e) =>
      expect(e).toMatchObject({
        eventId: expect.any(String),
        title: expect.any(String),
        eventStartDate: expect.any(String),
        isRegistered: expect.any(Boolean),
      }),
    ),
    failure: rejectionTexts.data,
  },
  // Reporting
  {
    name: 'getFunds',
    run: () => api.reporting.getFunds(),
    method: 'GET',
    path: '/reporting/v1/Funds',
    query: { pageNumber: '1', pageSize: '1500' },
    context: true,
    answer: (v) => expect(v).toHaveLength(investor.funds.length),
    failure: rejectionTexts.funds,
  },
  {
    name: 'loadInvestorDirectory',
    run: async () => {
      const directory = await api.reporting.loadInvestorDirectory({}, connectInProcess)
      try {
        return await directory.rows(0, directory.size)
      } finally {
        directory.close()
      }
    },
    method: 'GET',
    path: '/reporting/v1/Investors',
    query: { pageNumber: '1', pageSize: '1000000' },
    context: true,
    answer: (v) =>
      expect(v).toEqual([
        { id: 1, name: 'Ellison Family Office' },
        { id: 2, name: 'Ellison Charitable Foundation' },
        { id: 3, name: 'Ellison Family Trust 2012' },
      ]),
    failure: rejectionTexts.investors,
  },
  {
    name: 'getFundHeads',
    run: () => api.reporting.getFundHeads(fund.id),
    method: 'GET',
    path: `/reporting/v1/Funds/${fund.id}/persons`,
    context: true,
    answer: list((h) => expect(h).toMatchObject({ name: expect.any(String), title: expect.any(String) })),
    failure: rejectionTexts.fundHeads,
  },
  {
    name: 'getFpsisPeriods',
    run: () => api.reporting.getFpsisPeriods(fund.id),
    method: 'GET',
    path: `/reporting/v1/FPSIS/${fund.id}/periods`,
    context: true,
    answer: (v) => expect((v as string[])[0]).toBe(latest),
    failure: rejectionTexts.fundPeriods,
  },
  {
    name: 'getFpsisData',
    run: () => api.reporting.getFpsisData(fund.id, latest),
    method: 'GET',
    path: `/reporting/v1/FPSIS/${fund.id}:${latest}`,
    context: true,
    answer: list((r) =>
      expect(r).toMatchObject({
        companyName: expect.any(String),
        investStatusDesc: expect.any(String),
        reportingDate: latest,
      }),
    ),
    failure: rejectionTexts.fpsisData,
  },
  {
    name: 'getFpsisAdjustments',
    run: () => api.reporting.getFpsisAdjustments(fund.id, latest),
    method: 'GET',
    path: `/reporting/v1/FPSIS/${fund.id}/${latest}/adjustments`,
    context: true,
    answer: (v) =>
      expect((v as Array<{ adjustmentTypeID: number }>).map((a) => a.adjustmentTypeID)).toEqual([1, 2, 3, 4]),
    failure: rejectionTexts.fsisReports,
  },
  {
    name: 'getMoicTotals',
    run: () => api.reporting.getMoicTotals(fund.id, latest),
    method: 'GET',
    path: `/reporting/v1/FPSIS/${fund.id}/${latest}/moictotals`,
    context: true,
    answer: (v) =>
      expect(v).toMatchObject({ fundId: fund.id, reportingDate: latest, groups: expect.any(Array) }),
    failure: rejectionTexts.moicNotFound,
  },
  {
    name: 'getHistoricMoic',
    run: () => api.reporting.getHistoricMoic(fund.id, '2020-12-31'),
    method: 'GET',
    path: `/reporting/v1/FPSIS/${fund.id}/2020-12-31/moictotals`,
    context: true,
    answer: (v) => expect(v).toMatchObject({ reportingDate: '2020-12-31' }),
    failure: rejectionTexts.historicMoic,
  },
  {
    name: 'getFpsisPeriod',
    run: () => api.reporting.getFpsisPeriod(fund.id, latest),
    method: 'GET',
    path: '/reporting/v1/FPSISPeriod',
    query: { fundId: String(fund.id), reportingDate: latest },
    context: true,
    answer: (v) =>
      expect(v).toMatchObject({ fundId: fund.id, reportingDate: latest, year: 2026, quarter: 3 }),
    failure: rejectionTexts.fpsisPeriodData,
  },
  {
    name: 'downloadFpsisReport',
    run: () => api.reporting.downloadFpsisReport(fund.id, latest),
    method: 'GET',
    path: `/reporting/v1/FPSIS/report/${fund.id}:${latest}`,
    context: false,
    answer: file(/^Summary Investment Schedule_09302026\.xlsx$/, 'xlsx'),
    failure: rejectionTexts.summaryInvestmentSchedule,
  },
  {
    name: 'getScheduleOfInvestmentsPeriods',
    run: () => api.reporting.getScheduleOfInvestmentsPeriods(),
    method: 'POST',
    path: '/reporting/v1/SOI/Periods',
    context: true,
    body: {},
    answer: list((p) =>
      expect(p).toMatchObject({ year: 2026, quarter: 3, associatedFunds: expect.any(Array) }),
    ),
    failure: rejectionTexts.fundOptions,
  },
  {
    name: 'getScheduleOfInvestments',
    ...sending(api.reporting.getScheduleOfInvestments, {
      fundId: fund.id,
      currency: 'USD',
      reportingDate: latest,
    }),
    method: 'POST',
    path: '/reporting/v1/SOI/Report',
    context: true,
    answer: (v) =>
      expect(v).toMatchObject({
        soiDetailed: expect.any(Array),
        soiAggregated: { capitalAccountAtFairValue: expect.any(Number) },
      }),
    failure: rejectionTexts.scheduleOfInvestments,
  },
  {
    name: 'downloadScheduleOfInvestments',
    ...sending(api.reporting.downloadScheduleOfInvestments, {
      fundId: fund.id,
      currency: 'EUR',
      reportingDate: latest,
      investorIds: null,
    }),
    method: 'POST',
    path: '/reporting/v1/SOI/reportdownload',
    context: true,
    answer: file(/^Schedule of Investments_09302026\.xlsx$/, 'xlsx'),
    failure: rejectionTexts.scheduleOfInvestments,
  },
  {
    name: 'getCashFlowOptions',
    run: () => api.reporting.getCashFlowOptions(),
    method: 'GET',
    path: '/reporting/v1/FundCashflows/filters',
    context: true,
    answer: (v) =>
      expect((v as { fundToInvestorsMapping: unknown[] }).fundToInvestorsMapping).toHaveLength(
        investor.funds.length,
      ),
    failure: rejectionTexts.cashFlowFilters,
  },
  {
    name: 'getCashFlowReport',
    ...sending(api.reporting.getCashFlowReport, {
      fund: fund.name,
      investors: null,
      timePeriod: 'ALL_DATES',
      startDate: null,
      endDate: null,
    }),
    method: 'POST',
    path: '/reporting/v1/FundCashflows/Report',
    context: true,
    answer: (rows) => {
      list((r) =>
        expect(r).toMatchObject({
          investorName: expect.any(String),
          currency: fund.currency,
          amount: expect.any(Number),
        }),
      )(rows)
      expect(new Set((rows as Array<{ type: string }>).map((r) => r.type))).toEqual(
        new Set(['Contribution', 'Distribution']),
      )
    },
    failure: rejectionTexts.cashFlowReports,
  },
  {
    name: 'downloadCashFlowReport',
    ...sending(api.reporting.downloadCashFlowReport, {
      fund: fund.name,
      investors: null,
      timePeriod: 'ALL_DATES',
      startDate: null,
      endDate: null,
      types: ['Distribution'],
    }),
    method: 'POST',
    path: '/reporting/v1/FundCashflows/ReportDownload',
    context: true,
    answer: file(/^Cash Flow Activity_09302026\.xlsx$/, 'xlsx'),
    failure: rejectionTexts.cashFlowReport,
  },
  {
    name: 'getCapitalAccountStatement',
    ...sending(api.reporting.getCapitalAccountStatement, {
      fundIds: [fund.id],
      reportingCurrency: 'GBP',
      reportingDate: latest,
    }),
    method: 'POST',
    path: '/reporting/v1/Cas/report',
    context: true,
    answer: list((r) =>
      expect(r).toMatchObject({
        fundId: fund.id,
        flagshipGroupCurrency: 'GBP',
        totalFundCurrency: 'GBP',
        rows: expect.any(Array),
        originalData: expect.any(Object),
      }),
    ),
    failure: rejectionTexts.capitalAccountStatement,
  },
  {
    name: 'getAccountSummary',
    ...sending(api.reporting.getAccountSummary, {
      fundIds: [fund.id],
      reportingDate: latest,
      period: 'YTD',
      current: true,
    }),
    method: 'POST',
    path: '/reporting/v1/Cas/report',
    context: true,
    answer: (v) =>
      expect((v as Array<{ investorId: number; period: string }>).map((r) => r.investorId)).toEqual(
        expect.arrayContaining([-998, -999]),
      ),
    failure: rejectionTexts.accountSummaryReport,
  },
  {
    name: 'downloadCapitalAccountStatement',
    ...sending(api.reporting.downloadCapitalAccountStatement, {
      fundIds: [fund.id],
      investorIds: null,
      reportingCurrency: 'USD',
      reportingDate: `${latest}T00:00:00.000Z`,
    }),
    method: 'POST',
    path: '/reporting/v1/Cas/ReportDownload',
    context: true,
    answer: file(/^Capital Account Statement_09302026\.xlsx$/, 'xlsx'),
    failure: rejectionTexts.capitalAccountStatement,
  },
  {
    name: 'getCapitalAccountPeriods',
    run: () => api.reporting.getCapitalAccountPeriods(),
    method: 'GET',
    path: '/reporting/v1/Cas/periods',
    context: true,
    answer: list((p) =>
      expect(p).toMatchObject({
        date: latest,
        funds: expect.arrayContaining([{ id: fund.id, name: fund.name, currency: fund.currency }]),
      }),
    ),
    failure: rejectionTexts.fundOptions,
  },
  {
    name: 'getAccountSummaryFilter',
    run: () => api.reporting.getAccountSummaryFilter(),
    method: 'GET',
    path: '/reporting/v1/AccountSummary/filter',
    context: true,
    answer: list((e) => expect(e).toEqual({ fundId: fund.id, reportingDate: latest })),
    failure: rejectionTexts.accountSummaryFilters,
  },
  {
    name: 'downloadAccountSummary',
    ...sending(api.reporting.downloadAccountSummary, {
      current: false,
      fundIds: [fund.id],
      investorIds: [account.id],
      period: 'ITD',
      reportingDate: latest,
    }),
    method: 'POST',
    path: '/reporting/v1/AccountSummary/ReportDownload',
    context: true,
    answer: file(/^Account Summary_09302026\.xlsx$/, 'xlsx'),
    failure: rejectionTexts.accountSummaryReportLowercase,
  },
]

let investorDocumentId = 0
const documentPaths: Record<string, string> = {
  setActionItem: '/documents/v1/Users/{id}/actionItem/true',
  markRead: '/documents/v1/users/{id}/read/true',
  downloadDocument: '/documents/v1/documents/{id}/download',
}
const pathOf = (contract: Contract): string =>
  (documentPaths[contract.name] ?? contract.path).replace('{id}', String(investorDocumentId))

function signIn(persona: PersonaId = 'investor'): void {
  resetMockState(persona)
  configureApi({ entitledUserId: personas[persona].userId, investorAccountGroupId: 'ALL' })
}

/** Every JSON answer the mock provider gave in this file, for the schema check at its end. */
const answered: Array<{ method: string; path: string; body: Promise<string> }> = []

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('response:mocked', ({ request, response }) => {
    const path = providerPathOf(new URL(request.url))
    if (!path || path.startsWith('/__mock/') || response.status !== 200) return
    if (!response.headers.get('content-type')?.includes('application/json')) return
    // The investors' stream is read by the directory's worker, which takes its chunks (transferred, so a copy
    // cannot read them); it has no schema of its own.
    if (path === endpoints.investors.path()) return
    const body = response.clone().text()
    body.catch(() => undefined)
    answered.push({ method: request.method, path, body })
  })
  configureApi({ baseUrl: base, now: () => today })
  signIn()
  investorDocumentId = Number((await api.documents.searchDocuments(documentRequest)).results[0]?.documentId)
})
beforeEach(() => signIn())
afterAll(() => {
  server.close()
  resetApiContext()
})

describe.each(contracts)('$name', (contract) => {
  it(`${contract.method} ${contract.path || 'documents/…'}: path, query, body and answer`, async () => {
    signIn(contract.persona)
    const answer = await contract.run()
    const sent = loggedRequests().at(-1)
    expect(sent).toBeDefined()
    expect({ method: sent!.method, path: sent!.path }).toEqual({
      method: contract.method,
      path: pathOf(contract),
    })
    const contextParameters = contract.context
      ? { entitledUserId: personas[contract.persona ?? 'investor'].userId, investorAccountGroupId: 'ALL' }
      : {}
    expect(sent!.query).toEqual({ ...contract.query, ...contextParameters })
    if (contract.body !== undefined) expect(sent!.body).toEqual(contract.body)
    await contract.answer(answer)
  })

  it(`rejects with '${contract.failure}' when the provider fails`, async () => {
    signIn(contract.persona)
    setFaults([{ method: contract.method, path: pathOf(contract), status: 500 }])
    const failure = contract.run()
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ message: contract.failure, status: 500 })
  })
})

it('covers every function of the client', () => {
  const named = new Set(contracts.map((c) => c.name.split(' ')[0]))
  const exported = [api.entitlements, api.documents, api.calendar, api.reporting].flatMap((service) =>
    Object.keys(service),
  )
  const helpers = ['savePreference', 'changePassword']
  expect(exported.filter((name) => !named.has(name) && !helpers.includes(name))).toEqual([])
})

describe('the schedule of investments download names investors (GET Investors ids)', () => {
  const request = (investorIds: number[] | null) => ({
    fundId: fund.id,
    currency: 'USD',
    reportingDate: latest,
    investorIds,
  })
  const accountColumn = async (blob: Blob) => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await blob.arrayBuffer())
    const names = new Set<string>()
    let header = false
    workbook.worksheets[0]!.eachRow((row) => {
      const cell = row.getCell(1).value
      if (header && typeof cell === 'string' && cell !== '') names.add(cell)
      header ||= cell === 'Investor Account'
    })
    return names
  }

  it("holds only the named investors' accounts; an investor with nothing in the fund is 'no data'", async () => {
    signIn('admin')
    const holders = [
      ...new Set((positionsByFund.get(Number(fund.id)) ?? []).map((p) => accountById.get(p.accountId)!)),
    ]
    const named = holders[0]!.investorId
    const theirs = new Set(holders.filter((a) => a.investorId === named).map((a) => a.name))
    const file = await api.reporting.downloadScheduleOfInvestments(request([named]))
    const shown = await accountColumn(file!.blob)
    expect(shown.size).toBeGreaterThan(0)
    expect([...shown].every((name) => theirs.has(name))).toBe(true)
    expect(
      (await accountColumn((await api.reporting.downloadScheduleOfInvestments(request(null)))!.blob)).size,
    ).toBeGreaterThan(shown.size)
    // The last investor of the million holds nothing in any fund.
    await expect(api.reporting.downloadScheduleOfInvestments(request([1_000_000]))).resolves.toBeNull()
  })

  it("refuses an investor another user's accounts belong to", async () => {
    const foreign = seedAccounts.find(
      (a) => !investor.accounts.some((own) => own.investorId === a.investorId),
    )!
    await expect(
      api.reporting.downloadScheduleOfInvestments(request([foreign.investorId])),
    ).rejects.toMatchObject({ message: rejectionTexts.scheduleOfInvestments, status: 403 })
  })
})

describe('every answer the mock provider gives', () => {
  /** The endpoints answering JSON: those their service's answers module names (every entry has a loader). */
  const schemas = new Map<string, AnswerSchema>()
  const schemasFor = (method: string, path: string) =>
    [...schemas].filter(([name]) => {
      const endpoint = endpoints[name as EndpointName]
      return endpoint.method === method && pathPattern(endpoint.glob()).test(path)
    })

  beforeAll(async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const schema = 'answer' in endpoint ? await endpoint.answer?.() : undefined
      if (schema) schemas.set(name, schema)
    }
  })

  it('with the hostile corpus on too', async () => {
    for (const contract of contracts) {
      signIn(contract.persona)
      mockState.hostile = true
      await contract.run().catch(() => undefined)
    }
  })

  it("passes its endpoint's schema (a path several calls share: one of theirs), and every schema is met", async () => {
    const met = new Set<string>()
    const refused: string[] = []
    for (const { method, path, body } of answered) {
      const candidates = schemasFor(method, path)
      if (candidates.length === 0) continue
      const value = JSON.parse(await body) as unknown
      const passing = candidates.filter(([, schema]) => checkAnswer(schema, value).ok)
      if (passing.length === 0) refused.push(`${method} ${path}`)
      for (const [name] of passing) met.add(name)
    }
    expect(refused).toEqual([])
    expect(schemas.size).toBeGreaterThan(30)
    expect([...schemas.keys()].filter((name) => !met.has(name))).toEqual([])
  })
})
