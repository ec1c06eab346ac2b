import assert from 'node:assert/strict'
import { after, afterEach, before, beforeEach, describe, test } from 'node:test'
import { pathPattern as globPattern } from '../mocks/faults.ts'
import { demoReportService } from '../mocks/reports/service.ts'
import { reportPaths } from '../src/domain/navigation.ts'
import { dataset } from '../mocks/dataset.ts'
import { quarterAt } from '../mocks/seed/dates.ts'
import { fundById } from '../mocks/seed/funds.ts'
import { apiUrl, heading, launch, provider, reusedPortalContext, signIn } from './lib/browser.mjs'
import {
  agreeToAllTerms,
  agreeUntilViewer,
  anyWarning,
  documentsGrid,
  errorScreen,
  gridRows,
  accountList,
  chooseOnProfile,
  groupNameBox,
  homeLink,
  investorRequestDialog,
  mainNav,
  profileField,
  startInvestorRequest,
  success,
  unreadRows,
  warning,
} from './lib/portal.mjs'
import {
  accountSummaryTexts,
  administrationTexts,
  calendarScreenTexts,
  capitalActivityTexts,
  commitmentsTexts,
  exposureTexts,
  cashFlowScreenTexts,
  componentTexts,
  reportTexts,
  dataGridTexts,
  dataRoomTexts,
  documentsScreenTexts,
  documentTexts,
  documentViewerTexts,
  errorScreenTexts,
  fundProfileTabs,
  fundProfileTexts,
  groupCreated,
  groupDeleted,
  groupDeleteFailed,
  groupUpdated,
  groupUpdateFailed,
  ilpaWorkbookTexts,
  notificationTitles,
  quarterPackageScreenTexts,
  investorRequestTexts,
  investorRequestTypeLabels,
  profileTexts,
  EXPORT_AS_EXCEL,
  attentionTexts,
  homeTexts,
  portfolioTexts,
  impersonateTexts,
  impersonationBannerText,
  navigationTabTexts,
  rejectionTexts,
  reportLabels,
  reportScreenTexts,
  successTexts,
  userMenuTexts,
  warningTexts,
  figureTraceTexts,
  tieTexts,
} from './lib/texts.mjs'
import { callName, endpoints, faultKinds, faultOf } from './lib/endpoints.mjs'
import { shardSelector } from './lib/shards.mjs'

/**
 * The fault matrix (spec §7 calls × §8 behaviour), over real HTTP against the production build. For every call
 * the portal makes, each fault the provider can show, and what the investor must then see:
 *   failure  (500, network error)  the §8 text, or the quiet behaviour §8 names
 *   empty    (204)                 §7: an empty list, 'no data', or for a file no file
 *   sign-in  (401)                 §8: session cleared, the provider's sign-in page
 *   slow     (an answer 1.5 s late) the normal outcome, and no warning
 *   failure  (403; and for a call answering JSON: malformed JSON, the wrong shape, an answer over the cap)
 *                                  as for 500: an answer that fails its schema is a failed call
 * Every case also asserts: no error screen (unless §8 says so), no page error or unhandled rejection, and what
 * the user typed or loaded is still there. A last test checks that every call seen here is in the matrix.
 */
const faults = faultKinds

const SEARCH = endpoints.documentSearch.path()
const ADMIN_NAME = 'Dana Whitfield'
const INVESTOR_NAME = 'Margaret Ellison'
const INVESTOR_EMAIL = 'margaret.ellison@example.com'

/** What a page shows when the portal starts normally: home, no warning. */
async function startsNormally(page) {
  await heading(page, 'Home').waitFor()
  await quiet(page)
}

/**
 * Home once it has asked for everything it shows (the unread documents and events of 'What needs attention', the
 * video, the portfolio) and been answered: a fault injected after this meets only the step the case takes. Home
 * draws its heading before the action-required count is in, and its attention panel's search after.
 */
async function homeSettled(page) {
  await heading(page, 'Home').waitFor()
  await page.getByRole('heading', { name: attentionTexts.heading }).waitFor()
  await quiet(page)
}

/** The provider calls (fetches) of each page that have not been answered yet. */
const providerCalls = new WeakMap()

function trackProviderCalls(page) {
  const pending = new Set()
  const made = []
  let idle = []
  const isProviderCall = (request) => request.resourceType() === 'fetch' && request.url().startsWith(apiUrl)
  const settled = (request) => {
    if (!pending.delete(request) || pending.size > 0) return
    for (const resolve of idle) resolve()
    idle = []
  }
  page.on('request', (request) => {
    if (!isProviderCall(request)) return
    pending.add(request)
    made.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  providerCalls.set(page, {
    answered: () => (pending.size === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))),
    /** The provider calls the page has made, in order. */
    made: () => made,
  })
}

/**
 * No warning notification once the portal has dealt with what it asked for: every provider call of the page is
 * answered, nothing shows as busy (a busy button, a progress bar, a spinner), and a frame has been drawn since.
 */
async function quiet(page) {
  await providerCalls.get(page).answered()
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], [role="progressbar"], [role="status"][aria-label^="Loading"]',
      ),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
  assert.equal(await anyWarning(page).count(), 0, 'no warning notification')
}

const pressed = (handle) => handle.getAttribute('aria-pressed')

/**
 * The start-up calls (spec §7 "At startup the user loads first…"): a failure of the profile is the error screen;
 * the rest are only logged (§8 "app initialisation failure is only logged") and the portal starts.
 */
const errorScreenShown = async (page) => {
  await errorScreen(page).waitFor()
  await page.getByText(errorScreenTexts.hint).waitFor()
}
const startupCall = (method, path, failure = startsNormally) => ({
  call: `${method} ${path}`,
  when: 'the portal starts',
  fault: { method, path },
  // The portal's start after sign-in meets the fault: one start per case.
  faultBeforeSignIn: true,
  persona: 'investor',
  path: '/',
  ready: () => undefined,
  act: () => undefined,
  failure,
  empty: failure,
  slow: startsNormally,
  errorScreen: failure === errorScreenShown,
})

const startupCalls = [
  startupCall('GET', endpoints.userProfile.path(), errorScreenShown),
  startupCall('GET', endpoints.terms.path()),
  startupCall('GET', endpoints.entitledFunds.path()),
  startupCall('GET', endpoints.entitledAccounts.path()),
  startupCall('GET', endpoints.accountGroups.path()),
  startupCall('GET', endpoints.documentTypes.path()),
  startupCall('POST', endpoints.actionRequiredCount.path()),
]

/** Home's portfolio snapshot panel. */
const portfolioPanel = (page) => page.getByRole('region', { name: portfolioTexts.heading })

const documentsReady = (page) => gridRows(documentsGrid(page)).first().waitFor()
const fileNameBox = (page) => page.getByRole('searchbox', { name: documentsScreenTexts.fileName })

/** Rows of the first loaded page without a document type that asks for terms, so no dialog interferes. */
const plainRows = (page) => gridRows(documentsGrid(page)).filter({ hasNotText: /K-1|Tax|PFIC/ })

async function selectRows(rows, count) {
  const handles = []
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index)
    await row.getByRole('checkbox').check()
    handles.push(await row.elementHandle())
  }
  return handles
}

const readStates = (rows) =>
  Promise.all(
    rows.map((row) =>
      row.evaluate(
        (element, texts) => {
          const text = element.textContent ?? ''
          return text.includes(texts.unread) ? 'unread' : 'read'
        },
        { unread: dataGridTexts.unread },
      ),
    ),
  )

const impersonationFailed = (page) => page.getByText(rejectionTexts.impersonation).waitFor()
const impersonating = (page) =>
  page.getByText(impersonationBannerText(ADMIN_NAME, INVESTOR_NAME)).first().waitFor()
const emailKept = async (page) =>
  assert.equal(
    await page.getByLabel(impersonateTexts.userEmail).inputValue(),
    INVESTOR_EMAIL,
    'the email typed is kept',
  )

const impersonationCall = (method, path, { empty }) => ({
  call: `${method} ${path}`,
  when: 'an administrator starts impersonating',
  fault: { method, path },
  persona: 'admin',
  path: '/administration/impersonate',
  ready: (page) => page.getByLabel(impersonateTexts.userEmail).waitFor(),
  act: async (page) => {
    await page.getByLabel(impersonateTexts.userEmail).fill(INVESTOR_EMAIL)
    await page.getByRole('button', { name: userMenuTexts.startImpersonation }).click()
  },
  failure: async (page) => {
    await impersonationFailed(page)
    await emailKept(page)
  },
  empty,
  slow: impersonating,
})

/** A document file saved, or for any failure (a 204 is no file) the download warning. */
const documentDownloadOutcomes = {
  /** The answer is a file: its bytes are the file's, not JSON to check. */
  file: true,
  failure: (page) => warning(page, warningTexts.documentDownload).waitFor(),
  empty: (page) => warning(page, warningTexts.documentDownload).waitFor(),
  slow: async (page) => {
    await success(page, successTexts.documentDownload).waitFor()
    await quiet(page)
  },
}

/** A call made on the documents page, once its first rows are shown. */
const onDocuments = (scenario) => ({
  persona: 'investor',
  path: '/documents',
  ready: documentsReady,
  ...scenario,
})

/** A report opened from the Reporting menu, its terms agreed to. */
async function openReport(page, label) {
  await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  await agreeToAllTerms(page, { wait: 3000 })
}

const statementTable = (page) => page.getByRole('table', { name: /capital account statement$/ }).first()
const scheduleTable = (page) => page.getByRole('table', { name: /schedule of investments$/ })
const cashFlowTable = (page) => page.getByRole('table', { name: /cash flow activity$/ })
/** The cash flow page has settled: its activity, or 'no data' for a quarter without any. */
const cashFlowReady = (page) => cashFlowTable(page).or(noData(page)).waitFor()
const summaryTable = (page) => page.getByRole('table', { name: accountSummaryTexts.summaryTable })
const bodyAlert = (page, text) => page.getByRole('alert').filter({ hasText: text })
const noData = (page) => page.getByText(reportTexts.noData, { exact: true })
const showsNoData = async (page) => {
  await noData(page).waitFor()
  await quiet(page)
}
const currencyField = (page) =>
  page.getByRole('button', { name: new RegExp(`^${reportScreenTexts.reportingCurrency}`) })

/** A call made on a report page, once the report is shown. */
const onReport = (path, table, scenario) => ({
  persona: 'investor',
  path,
  // Every call of the page answered and the report laid out (its drawer's decision made): the fault and the step
  // meet a page that no longer moves, so the step's click lands on what it aims at.
  ready: async (page) => {
    await agreeToAllTerms(page, { wait: 3000 })
    await table(page).waitFor()
    await quiet(page)
  },
  ...scenario,
})

/** The investor picker's status line (its popup is open). */
const investorPickerSays = (page, text) =>
  page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 30_000 })

/** What a report's 'Export as Excel' shows: the §8 download texts, and the report kept. */
const reportExport = (table, failureText = warningTexts.reportDownload) => ({
  file: true,
  act: (page) => page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
  failure: (page) => warning(page, failureText).waitFor(),
  empty: (page) => warning(page, warningTexts.reportNoData).waitFor(),
  slow: async (page) => {
    await success(page, successTexts.reportGeneration).waitFor()
    await quiet(page)
  },
  kept: async (page) => assert.ok(await table(page).isVisible(), 'the report is kept'),
})

/**
 * A call of 'Download ILPA workbook' on the statement (one fund's): the workbook still arrives when it fails, its
 * lacking parts 'Not reported' (docs/ilpa-workbook.md), and `failure` says what else the investor is told.
 */
const ilpaWorkbookCall = (endpoint, failure) =>
  onReport(reportPaths.capitalAccountStatement, statementTable, {
    call: `${callName(endpoint)} (ILPA workbook)`,
    when: 'the ILPA workbook is asked for',
    fault: faultOf(endpoint),
    act: (page) => page.getByRole('button', { name: ilpaWorkbookTexts.download }).click(),
    failure: async (page) => {
      await success(page, successTexts.fileGeneration).waitFor()
      await failure?.(page)
    },
    empty: (page) => success(page, successTexts.fileGeneration).waitFor(),
    slow: async (page) => {
      await success(page, successTexts.fileGeneration).waitFor()
      await quiet(page)
    },
    kept: async (page) => assert.ok(await statementTable(page).isVisible(), 'the statement is kept'),
  })

/** 'Your net IRR' of home's portfolio, by name: its figure (a percentage, '-' or '…'). */
const portfolioIrr = (page, value) =>
  portfolioPanel(page).getByRole('button', {
    name: new RegExp(
      `^${figureTraceTexts.yourNetIrr} of ${figureTraceTexts.portfolioScope}: ${value}\\.`,
      'u',
    ),
  })
const IRR_SHOWN = '-?[\\d.()]+%'

/** Home's portfolio after the reporting terms are accepted from its prompt (a new session asks for none before). */
const homePortfolioRow = (endpoint, subject, outcomes) => ({
  call: `${callName(endpoint)} (${subject})`,
  when: 'the home page opens',
  fault: faultOf(endpoint),
  persona: 'investor',
  path: '/documents',
  ready: (page) => heading(page, documentsScreenTexts.title).waitFor(),
  // A new session: home asks for no figure before the reporting terms are accepted from its prompt.
  act: async (page) => {
    await homeLink(page).click()
    await portfolioPanel(page).getByRole('button', { name: portfolioTexts.reviewTerms }).click()
    await agreeToAllTerms(page, { wait: 3000 })
  },
  ...outcomes,
})

/** The snapshot's figures are kept whatever becomes of the figures worked out after them. */
const figuresKept = async (page) =>
  assert.ok(await portfolioPanel(page).getByText('TVPI', { exact: true }).isVisible(), 'the figures are kept')

/** The 'Figures tie' disclosure's line, once its checks are done or have failed. */
const tieSummary = (page, text) =>
  page
    .locator('details > summary')
    .filter({ hasText: tieTexts.heading })
    .filter({ hasText: text })
    .waitFor({ timeout: 30_000 })

/** A report's 'Figures tie' when its cash flows fail (§8 text, 'Try again'), answer none, or answer late. */
const figuresTieRow = (label, menuItem, table) => ({
  call: `${callName(endpoints.cashFlowReport)} ('Figures tie', ${label})`,
  when: `the ${label} opens`,
  fault: faultOf(endpoints.cashFlowReport),
  persona: 'investor',
  path: '/',
  ready: startsNormally,
  act: async (page) => {
    await openReport(page, menuItem)
    await agreeToAllTerms(page, { wait: 3000 })
  },
  failure: async (page) => {
    await page
      .locator('details')
      .getByRole('alert')
      .filter({ hasText: rejectionTexts.cashFlowReports })
      .waitFor()
    await table(page).waitFor()
  },
  // No flows: the checks against them do not tie, and say so.
  empty: (page) => tieSummary(page, /do(es)? not tie\.$/u),
  slow: async (page) => {
    await tieSummary(page, /^Figures tie.*All \d+ checks tie\.$/u)
    await quiet(page)
  },
})

/** The calls of 'Your net IRR', 'How this is calculated' and 'Figures tie' (issue 63). */
const figureTraceCalls = [
  homePortfolioRow(endpoints.cashFlowReport, "home's 'Your net IRR'", {
    kept: figuresKept,
    failure: async (page) => {
      await portfolioPanel(page)
        .getByRole('alert')
        .filter({ hasText: rejectionTexts.cashFlowReports })
        .waitFor()
      await portfolioIrr(page, '-').waitFor()
    },
    // No flows: the capital account alone never changes sign, so there is no IRR.
    empty: (page) => portfolioIrr(page, '-').waitFor(),
    slow: async (page) => {
      await portfolioIrr(page, IRR_SHOWN).waitFor()
      await quiet(page)
    },
  }),
  // The funds' reported IRRs: without them each says '-', and the investor's own IRR is unharmed.
  homePortfolioRow(endpoints.funds, "home's 'Fund net IRR (reported)'", {
    kept: figuresKept,
    failure: async (page) => {
      await portfolioIrr(page, IRR_SHOWN).waitFor()
      await page
        .getByRole('button', { name: /^Fund net IRR \(reported\) of .*: -\./u })
        .first()
        .waitFor()
    },
    empty: (page) =>
      page
        .getByRole('button', { name: /^Fund net IRR \(reported\) of .*: -\./u })
        .first()
        .waitFor(),
    slow: async (page) => {
      await page
        .getByRole('button', { name: new RegExp(`^Fund net IRR \\(reported\\) of .*: ${IRR_SHOWN}\\.`, 'u') })
        .first()
        .waitFor()
      await quiet(page)
    },
  }),
  figuresTieRow('capital account statement', reportLabels.capitalAccountStatement, statementTable),
  figuresTieRow('account summary', reportLabels.accountSummary, summaryTable),
]

const PACKAGE_FUND_ID = 103

/** 'Download quarter package' on the documents page: its dialog, its newest quarter, the terms it asks for. */
async function askForQuarterPackage(page) {
  await page.getByRole('button', { name: quarterPackageScreenTexts.download }).click()
  const dialog = page.getByRole('dialog', { name: quarterPackageScreenTexts.download })
  await dialog.getByRole('button', { name: quarterPackageScreenTexts.start }).click()
  await dialog.waitFor({ state: 'detached' })
  // Begun: its progress, or already what it ends with, or (a 401) the sign-in page.
  const begun = page
    .getByRole('group', { name: quarterPackageScreenTexts.building })
    .or(page.getByRole('alert'))
    .or(page.getByRole('status', { name: notificationTitles.info }))
    .first()
    .waitFor()
  const signedOut = page.waitForURL((url) => !url.pathname.startsWith('/documents'))
  await Promise.race([begun, signedOut])
  for (const wait of [begun, signedOut]) wait.catch(() => undefined)
  if (page.url().includes('/documents')) await agreeToAllTerms(page, { wait: 2000 })
}

/** Some twenty files fetched, hashed and zipped: on a loaded machine, longer than a page's outcome takes. */
const PACKAGE_WAIT = { timeout: 30_000 }
const packageSaved = (page) => success(page, successTexts.fileGeneration).waitFor(PACKAGE_WAIT)
/** Saved without the files that failed: 'The file download failed.' and their count. */
const packageSavedWithout = async (page) => {
  await packageSaved(page)
  await warning(page, warningTexts.fileDownload).waitFor(PACKAGE_WAIT)
}
/** Not made at all: 'The file download failed.' alone. */
const packageFailed = (page) => warning(page, warningTexts.fileDownload).waitFor(PACKAGE_WAIT)

/**
 * A call of 'Download quarter package' on the documents page (docs/quarter-package.md): listing the quarter's
 * documents and statement fails the package; a file that fails is left out, counted, and listed as failed.
 */
const quarterPackageCall = (endpoint, { failure, empty, file = false }) =>
  onDocuments({
    // One fund's package (some twenty files): all the investor's funds' (some 350) is the journey's, not 39 cases'.
    path: `/documents?funds=${PACKAGE_FUND_ID}`,
    call: `${callName(endpoint)} (quarter package)`,
    when: 'a quarter package is asked for',
    fault: faultOf(endpoint),
    file,
    act: askForQuarterPackage,
    failure,
    empty,
    slow: async (page) => {
      await packageSaved(page)
      await quiet(page)
    },
    kept: async (page) => assert.ok(await documentsGrid(page).isVisible(), 'the documents are kept'),
  })

const quarterPackageCalls = [
  // The quarter's documents: none (204) is a package of the statement's workbooks.
  quarterPackageCall(endpoints.documentSearch, { failure: packageFailed, empty: packageSaved }),
  // The quarter's statement: none (204) is a package of documents.
  quarterPackageCall(endpoints.capitalAccountPeriods, { failure: packageFailed, empty: packageSaved }),
  // A document's file: a 204 is no file, a failure like any other.
  quarterPackageCall(endpoints.documentDownload, {
    failure: packageSavedWithout,
    empty: packageSavedWithout,
    file: true,
  }),
  // The ILPA workbook's statements: none (204) is no ILPA workbook, and nothing is said.
  quarterPackageCall(endpoints.capitalAccountStatement, {
    failure: packageSavedWithout,
    empty: packageSaved,
  }),
  // The statement workbook: none (204) is no statement workbook.
  quarterPackageCall(endpoints.capitalAccountStatementDownload, {
    failure: packageSavedWithout,
    empty: packageSaved,
    file: true,
  }),
]

const reportDownload = (path, table, call) =>
  onReport(path, table, {
    call: `POST ${call}`,
    when: 'the report is exported as Excel',
    fault: { method: 'POST', path: call },
    ...reportExport(table),
  })

/** A line-two report's frame once the report service's page drew its first chart. */
const reportDrawn = (page, title) =>
  page
    .frameLocator(`iframe[title="${title}"]`)
    .locator('.recharts-surface')
    .first()
    .waitFor({ timeout: 20_000 })

/** A call of a line-two report, made when the report opens from the Reporting menu (spec §7 EmbedToken, EmbedUrl). */
const lineTwoCall = (call, title, menuItem, empty) => ({
  call: `GET ${call}`,
  when: `${title} opens`,
  fault: { method: 'GET', path: call },
  persona: 'alpinvest',
  path: '/',
  ready: startsNormally,
  act: (page) => openReport(page, menuItem),
  failure: (page) => bodyAlert(page, rejectionTexts.embeddedReport).waitFor(),
  empty,
  slow: async (page) => {
    await reportDrawn(page, title)
    await quiet(page)
  },
})

/** The line-two reports' calls: the shared embed token (a 204 carries no token: the report fails) and each URL. */
const lineTwoCalls = [
  lineTwoCall(
    endpoints.embedToken.path(),
    reportLabels.portfolioPerformance,
    reportLabels.portfolioPerformance,
    (page) => bodyAlert(page, rejectionTexts.embeddedReport).waitFor(),
  ),
  ...[
    ['PortfolioPerformance', reportLabels.portfolioPerformance, reportLabels.portfolioPerformance],
    ['DiversificationAnalysis', reportLabels.diversificationAnalysis, reportLabels.diversificationAnalysis],
    ['AccountSummary', accountSummaryTexts.title, reportLabels.accountSummary],
  ].map(([name, title, menuItem]) =>
    lineTwoCall(endpoints.embedUrl.path({ reportName: name }), title, menuItem, showsNoData),
  ),
]

/** The reports' calls (spec §7 Reporting), each reached from the Reporting menu or a report's filters. */
const reportCalls = [
  {
    call: `${callName(endpoints.capitalAccountPeriods)}`,
    when: 'the capital account statement opens',
    fault: faultOf(endpoints.capitalAccountPeriods),
    persona: 'investor',
    path: '/',
    ready: startsNormally,
    act: (page) => openReport(page, reportLabels.capitalAccountStatement),
    failure: (page) => bodyAlert(page, rejectionTexts.fundOptions).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await statementTable(page).waitFor()
      await quiet(page)
    },
  },
  onReport(reportPaths.capitalAccountStatement, statementTable, {
    call: `${callName(endpoints.capitalAccountStatement)}`,
    when: 'the statement is asked for in another currency',
    fault: faultOf(endpoints.capitalAccountStatement),
    act: async (page) => {
      await currencyField(page).click()
      await page.getByRole('option', { name: 'EUR', exact: true }).click()
    },
    failure: (page) => bodyAlert(page, reportTexts.couldNotFetch).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await page.getByText(reportScreenTexts.inCurrency('EUR'), { exact: false }).first().waitFor()
      await statementTable(page).waitFor()
      await quiet(page)
    },
    kept: async (page) =>
      assert.match(await currencyField(page).innerText(), /EUR/, 'the currency chosen is kept'),
  }),
  reportDownload(
    reportPaths.capitalAccountStatement,
    statementTable,
    endpoints.capitalAccountStatementDownload.path(),
  ),
  // The fund's cash flows: without them, a warning counts the funds whose IRR and split say 'Not reported'.
  ilpaWorkbookCall(endpoints.cashFlowReport, (page) =>
    warning(page, ilpaWorkbookTexts.withoutCashFlows(1)).waitFor(),
  ),
  // The funds' reported IRRs: without them, 'Fund net IRR (reported)' says 'Not reported'; nothing more is said.
  ilpaWorkbookCall(endpoints.funds),
  {
    call: `${callName(endpoints.accountSummaryFilter)}`,
    when: 'the account summary opens',
    fault: faultOf(endpoints.accountSummaryFilter),
    persona: 'investor',
    path: '/',
    ready: startsNormally,
    act: (page) => openReport(page, reportLabels.accountSummary),
    failure: (page) => bodyAlert(page, rejectionTexts.accountSummaryFilters).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await summaryTable(page).waitFor()
      await quiet(page)
    },
  },
  onReport(reportPaths.accountSummary, summaryTable, {
    call: `${callName(endpoints.accountSummary)} (account summary)`,
    when: "the account summary's current toggle is switched on",
    fault: faultOf(endpoints.accountSummary),
    act: (page) => page.getByRole('switch', { name: reportScreenTexts.current }).click(),
    failure: (page) => bodyAlert(page, rejectionTexts.accountSummaryReport).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await summaryTable(page).waitFor()
      await quiet(page)
    },
    kept: async (page) =>
      assert.equal(
        await page.getByRole('switch', { name: reportScreenTexts.current }).getAttribute('aria-checked'),
        'true',
        'the toggle is kept',
      ),
  }),
  reportDownload(reportPaths.accountSummary, summaryTable, endpoints.accountSummaryDownload.path()),
  {
    call: `${callName(endpoints.scheduleOfInvestmentsPeriods)}`,
    when: 'the schedule of investments opens',
    fault: faultOf(endpoints.scheduleOfInvestmentsPeriods),
    persona: 'investor',
    path: '/',
    ready: startsNormally,
    act: (page) => openReport(page, reportLabels.scheduleOfInvestments),
    failure: (page) => bodyAlert(page, rejectionTexts.fundOptions).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await scheduleTable(page).waitFor()
      await quiet(page)
    },
  },
  onReport(reportPaths.scheduleOfInvestments, scheduleTable, {
    call: `${callName(endpoints.scheduleOfInvestments)}`,
    when: 'another fund is chosen',
    fault: faultOf(endpoints.scheduleOfInvestments),
    act: async (page) => {
      await page
        .getByRole('region', { name: reportScreenTexts.filtersLabel })
        .getByRole('button', { name: /^Fund/ })
        .click()
      await page.getByRole('option', { selected: false }).first().click()
    },
    failure: (page) => bodyAlert(page, rejectionTexts.scheduleOfInvestments).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await scheduleTable(page).waitFor()
      await quiet(page)
    },
  }),
  reportDownload(
    reportPaths.scheduleOfInvestments,
    scheduleTable,
    endpoints.scheduleOfInvestmentsDownload.path(),
  ),
  onReport(reportPaths.scheduleOfInvestments, scheduleTable, {
    call: `${callName(endpoints.investors)}`,
    when: "an administrator opens the schedule of investments' investor picker (1,000,000 investors)",
    fault: faultOf(endpoints.investors),
    persona: 'admin',
    act: (page) => page.getByRole('button', { name: /^Investors/ }).click(),
    failure: (page) => investorPickerSays(page, rejectionTexts.investors),
    empty: (page) => investorPickerSays(page, componentTexts.directorySize(0, 'Investor')),
    slow: async (page) => {
      await investorPickerSays(page, componentTexts.directorySize(1_000_000, 'Investor'))
      await quiet(page)
    },
    kept: async (page) => assert.ok(await scheduleTable(page).isVisible(), 'the report is kept'),
  }),
  {
    call: `${callName(endpoints.cashFlowFilters)}`,
    when: 'the cash flow activity opens',
    fault: faultOf(endpoints.cashFlowFilters),
    persona: 'investor',
    path: '/',
    ready: startsNormally,
    act: (page) => openReport(page, reportLabels.cashFlowActivity),
    failure: (page) => bodyAlert(page, rejectionTexts.cashFlowFilters).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await cashFlowReady(page)
      await quiet(page)
    },
  },
  onReport(`${reportPaths.cashFlowActivity}?range=ALL_DATES`, cashFlowTable, {
    call: `${callName(endpoints.cashFlowReport)}`,
    when: 'a type is chosen',
    fault: faultOf(endpoints.cashFlowReport),
    act: (page) => page.getByRole('checkbox', { name: cashFlowScreenTexts.distributions }).click(),
    failure: (page) => bodyAlert(page, rejectionTexts.cashFlowReports).waitFor(),
    empty: showsNoData,
    slow: async (page) => {
      await cashFlowTable(page).waitFor()
      await quiet(page)
    },
    kept: async (page) =>
      assert.ok(
        await page.getByRole('checkbox', { name: cashFlowScreenTexts.distributions }).isChecked(),
        'the type chosen is kept',
      ),
  }),
  reportDownload(
    `${reportPaths.cashFlowActivity}?range=ALL_DATES`,
    cashFlowTable,
    endpoints.cashFlowDownload.path(),
  ),
]

/** Capital activity's lists, once loaded. */
const activityLists = (page) =>
  page.getByRole('list', { name: capitalActivityTexts.upcomingHeading }).waitFor({ timeout: 30_000 })

/** A call of the capital activity page (issue 64), when it opens from the Reporting menu. */
const capitalActivityRow = (endpoint, outcomes) => ({
  call: `${callName(endpoint)} (capital activity)`,
  when: 'the capital activity opens',
  fault: faultOf(endpoint),
  persona: 'investor',
  path: '/',
  ready: startsNormally,
  act: (page) => openReport(page, reportLabels.capitalActivity),
  slow: async (page) => {
    await activityLists(page)
    await quiet(page)
  },
  ...outcomes,
})

/** Capital activity's calls: every fund's flows, and the notices. */
const capitalActivityCalls = [
  capitalActivityRow(endpoints.cashFlowReport, {
    failure: (page) => bodyAlert(page, rejectionTexts.cashFlowReports).waitFor(),
    // No flows: each notice is listed without its cash flows, and marked so.
    empty: async (page) => {
      await activityLists(page)
      await page.getByText(capitalActivityTexts.matches.noFlows).first().waitFor()
      await quiet(page)
    },
  }),
  capitalActivityRow(endpoints.documentSearch, {
    failure: (page) => bodyAlert(page, rejectionTexts.documents).waitFor(),
    // No notices: each call and distribution is listed without its notice, and marked so.
    empty: async (page) => {
      await activityLists(page)
      await page.getByText(capitalActivityTexts.matches.noNotice).first().waitFor()
      await quiet(page)
    },
  }),
]

/** The exposure's table by company, and the commitments' by fund, once loaded. */
const exposureTable = (page) =>
  page.getByRole('table', { name: exposureTexts.tableLabel(exposureTexts.groupings.company) })
const commitmentsTable = (page) => page.getByRole('table', { name: commitmentsTexts.tableLabel })
const shownAndQuiet = (table) => async (page) => {
  await table(page).waitFor({ timeout: 30_000 })
  await quiet(page)
}
/** A note of the exposure's, beside the figures it qualifies. */
const exposureNote = (page, text) => page.getByRole('note').filter({ hasText: text })

/** A call of a portfolio analytics page (issue 65), when it opens from the Reporting menu. */
const portfolioRow = (endpoint, page, outcomes) => ({
  call: `${callName(endpoint)} (${page === 'exposure' ? 'exposure' : 'commitments'})`,
  when: `the ${page} page opens`,
  fault: faultOf(endpoint),
  persona: 'investor',
  path: '/',
  ready: startsNormally,
  act: (tab) => openReport(tab, reportLabels[page]),
  slow: shownAndQuiet(page === 'exposure' ? exposureTable : commitmentsTable),
  ...outcomes,
})

/**
 * The portfolio analytics' own calls: each fund's schedule and industries, and the funds' terms, for the exposure;
 * each fund's cash flows for the commitments. (Their account summary calls are the account summary's rows.)
 */
const portfolioCalls = [
  portfolioRow(endpoints.scheduleOfInvestments, 'exposure', {
    failure: (page) => bodyAlert(page, rejectionTexts.scheduleOfInvestments).waitFor(),
    // No schedule: each fund's capital account is all other assets and liabilities, and the page says so.
    empty: async (page) => {
      await exposureNote(page, 'No schedule of investments at this date').waitFor({ timeout: 30_000 })
      await quiet(page)
    },
  }),
  portfolioRow(endpoints.fundInvestments, 'exposure', {
    // The figures stand; the industries are not known, and the page says so.
    failure: async (page) => {
      await exposureNote(page, 'could not be loaded').waitFor({ timeout: 30_000 })
      await quiet(page)
    },
    empty: shownAndQuiet(exposureTable),
  }),
  portfolioRow(endpoints.funds, 'exposure', {
    failure: (page) => bodyAlert(page, rejectionTexts.funds).waitFor(),
    // No fund's terms: the figures stand, their geography and strategy not classified.
    empty: shownAndQuiet(exposureTable),
  }),
  portfolioRow(endpoints.cashFlowReport, 'commitments', {
    failure: (page) => bodyAlert(page, rejectionTexts.cashFlowReports).waitFor(),
    // No flows: the commitments stand, and nothing is projected.
    empty: async (page) => {
      await page.getByText(commitmentsTexts.noProjection).waitFor({ timeout: 30_000 })
      await quiet(page)
    },
  }),
]

/** The investor's fund whose profile the fund profile rows open from the Funds tab, and its dates. */
const PROFILE_FUND = fundById.get(101)
const LATEST = quarterAt(dataset().latestQuarter).endDate
const PRIOR_QUARTER = quarterAt(dataset().latestQuarter - 1).endDate
const profileSchedule = (page) => page.getByRole('table', { name: /summary investment schedule as of/ })
const profileShown = async (page) => {
  await profileSchedule(page).getByRole('rowheader', { name: fundProfileTexts.totalInvestments }).waitFor()
  await quiet(page)
}
async function openFundProfile(page) {
  await mainNav(page).getByRole('button', { name: navigationTabTexts.funds }).click()
  await page
    .getByRole('list', { name: navigationTabTexts.funds })
    .getByRole('link', { name: PROFILE_FUND.name })
    .click()
  await agreeToAllTerms(page, { wait: 1000 })
}
const fundDocumentsGrid = (page) =>
  page.getByRole('table', { name: fundProfileTexts.documentsLabel(PROFILE_FUND.name) })

/** A call made when the fund's profile opens from the Funds tab (spec §7 Reporting Funds, persons, FPSIS). */
const fundProfileCall = (method, path, outcomes) => ({
  call: `${method} ${path}`,
  when: 'a fund profile opens from the Funds tab',
  fault: { method, path },
  persona: 'investor',
  path: '/',
  ready: startsNormally,
  act: openFundProfile,
  slow: profileShown,
  ...outcomes,
})

/** A call made on the fund's profile once it is shown. */
const onFundProfile = (method, path, scenario) => ({
  call: `${method} ${path}`,
  fault: { method, path },
  persona: 'investor',
  path: `/fund-profile/${PROFILE_FUND.id}`,
  ready: async (page) => {
    await agreeToAllTerms(page, { wait: 3000 })
    await profileShown(page)
  },
  ...scenario,
})

const fundDocumentsTab = (page) => page.getByRole('tab', { name: fundProfileTabs[3] }).click()

const fundProfileCalls = [
  fundProfileCall('GET', endpoints.funds.path(), {
    failure: (page) => bodyAlert(page, rejectionTexts.funds).waitFor(),
    // No fund answered: the id is unknown, so home (spec §2.2).
    empty: (page) => heading(page, 'Home').waitFor(),
  }),
  fundProfileCall('GET', endpoints.fundHeads.path({ fundId: PROFILE_FUND.id }), {
    failure: (page) => bodyAlert(page, rejectionTexts.fundHeads).waitFor(),
    empty: async (page) => {
      await page.getByText(fundProfileTexts.noFundHeads).waitFor()
      await profileShown(page)
    },
  }),
  fundProfileCall('GET', endpoints.fundPeriods.path({ fundId: PROFILE_FUND.id }), {
    failure: (page) => bodyAlert(page, rejectionTexts.fundPeriods).waitFor(),
    empty: async (page) => {
      await page.getByText(fundProfileTexts.noPeriods).waitFor()
      await quiet(page)
    },
  }),
  fundProfileCall('GET', endpoints.fundInvestments.glob({ fundId: PROFILE_FUND.id }), {
    failure: (page) => bodyAlert(page, rejectionTexts.fpsisData).waitFor(),
    empty: async (page) => {
      await page.getByText(fundProfileTexts.noCompanies).waitFor()
      await quiet(page)
    },
  }),
  fundProfileCall('GET', endpoints.fundAdjustments.glob({ fundId: PROFILE_FUND.id }), {
    failure: (page) => bodyAlert(page, rejectionTexts.fsisReports).waitFor(),
    empty: async (page) => {
      await profileShown(page)
      assert.equal(await page.getByRole('table', { name: /^Adjustments/ }).count(), 0, 'no adjustments table')
    },
  }),
  fundProfileCall('GET', endpoints.moicTotals.path({ fundId: PROFILE_FUND.id, date: LATEST }), {
    failure: (page) => bodyAlert(page, rejectionTexts.moicNotFound).waitFor(),
    empty: (page) => bodyAlert(page, rejectionTexts.moicNotFound).waitFor(),
  }),
  fundProfileCall(
    'GET',
    `${endpoints.historicMoic.path({ fundId: PROFILE_FUND.id, date: PRIOR_QUARTER })} (historic MOIC)`,
    {
      fault: faultOf(endpoints.historicMoic, { fundId: PROFILE_FUND.id, date: PRIOR_QUARTER }),
      // The same call for the other comparison dates (the prior year end, the same quarter a year ago).
      covers: endpoints.historicMoic.glob({ fundId: PROFILE_FUND.id }),
      // Stored with its date only: the schedule and its totals stay.
      failure: async (page) => {
        await page.getByText(rejectionTexts.historicMoic).waitFor()
        await profileShown(page)
      },
      empty: async (page) => {
        await page.getByText(rejectionTexts.historicMoic).waitFor()
        await profileShown(page)
      },
    },
  ),
  fundProfileCall('GET', endpoints.fundReportingPeriod.path(), {
    failure: (page) => bodyAlert(page, rejectionTexts.fpsisPeriodData).waitFor(),
    empty: (page) => bodyAlert(page, rejectionTexts.fpsisPeriodData).waitFor(),
  }),
  onFundProfile('GET', endpoints.summaryInvestmentScheduleDownload.glob({ fundId: PROFILE_FUND.id }), {
    when: 'the Summary Investment Schedule is exported as Excel',
    // The generic download helper's file (§7), with its own §8 text.
    ...reportExport(profileSchedule, warningTexts.reportDownloadShort),
  }),
  onFundProfile('GET', endpoints.fundDocumentTypes.path({ entityId: PROFILE_FUND.id }), {
    when: 'the Fund Documents tab opens',
    act: fundDocumentsTab,
    failure: (page) => bodyAlert(page, rejectionTexts.documentTypes).waitFor(),
    empty: async (page) => {
      await gridRows(fundDocumentsGrid(page)).first().waitFor()
      await quiet(page)
    },
    slow: async (page) => {
      await gridRows(fundDocumentsGrid(page)).first().waitFor()
      await quiet(page)
    },
  }),
  {
    ...onFundProfile('POST', SEARCH, {
      when: 'the Fund Documents tab opens',
      act: fundDocumentsTab,
      failure: (page) => warning(page, warningTexts.documentsLoad).waitFor(),
      empty: async (page) => {
        await page.getByText(documentsScreenTexts.empty).waitFor()
        await quiet(page)
      },
      slow: async (page) => {
        await gridRows(fundDocumentsGrid(page)).first().waitFor()
        await quiet(page)
      },
    }),
    call: `POST ${SEARCH} (fund documents)`,
  },
]

/** The administration's usage reports, downloaded by the administrator with an email filter kept. */
const ADMIN_EMAIL_FILTER = 'margaret.ellison@example.com'
const adminReportDownload = (report, path) => ({
  file: true,
  call: `POST ${path}`,
  when: `the ${administrationTexts.reports[report].toLowerCase()} is downloaded`,
  fault: { method: 'POST', path },
  persona: 'admin',
  path: `/administration/reports?report=${report}`,
  ready: async (page) => {
    await page.getByRole('textbox', { name: administrationTexts.userEmail }).fill(ADMIN_EMAIL_FILTER)
    // The user the email names is looked up first, so the download is the only call faulted.
    await page.getByRole('status').filter({ hasText: ADMIN_EMAIL_FILTER }).waitFor()
  },
  act: (page) => page.getByRole('button', { name: administrationTexts.download }).click(),
  failure: (page) => warning(page, warningTexts.reportDownload).waitFor(),
  empty: (page) => warning(page, warningTexts.reportNoData).waitFor(),
  slow: (page) => success(page, successTexts.reportGeneration).waitFor(),
  kept: async (page) =>
    assert.equal(
      await page.getByRole('textbox', { name: administrationTexts.userEmail }).inputValue(),
      ADMIN_EMAIL_FILTER,
      'the email typed is kept',
    ),
})

const administrationCalls = [
  adminReportDownload('termAcceptance', endpoints.termAcceptanceReport.path()),
  adminReportDownload('userActivity', endpoints.userActivityReport.path()),
  {
    call: `${callName(endpoints.entitledUsers)} (a report's user email)`,
    when: 'an email is typed into an administration report',
    fault: faultOf(endpoints.entitledUsers),
    persona: 'admin',
    path: '/administration/reports',
    ready: (page) => heading(page, navigationTabTexts.reports).waitFor(),
    act: (page) =>
      page.getByRole('textbox', { name: administrationTexts.userEmail }).fill(ADMIN_EMAIL_FILTER),
    failure: (page) =>
      page.getByRole('status').filter({ hasText: administrationTexts.userLookupFailed }).waitFor(),
    // No user with that email.
    empty: (page) => page.getByRole('status').filter({ hasText: administrationTexts.userNotFound }).waitFor(),
    slow: (page) => page.getByRole('status').filter({ hasText: ADMIN_EMAIL_FILTER }).waitFor(),
  },
]

/** The calendar's events, loaded again (a reload) with a keyword in the URL that must stay. */
const calendarKeyword = (page) => page.getByRole('searchbox', { name: calendarScreenTexts.keyword })
const forumEvents = (page) =>
  page
    .getByRole('link', { name: /European Investor Forum/ })
    .first()
    .waitFor()
const calendarCalls = [
  {
    call: `${callName(endpoints.calendarEvents)}`,
    when: 'My Calendar opens with a keyword',
    fault: faultOf(endpoints.calendarEvents),
    persona: 'investor',
    path: '/my-calendar?keyword=Forum',
    ready: forumEvents,
    act: (page) => page.reload(),
    failure: (page) => page.getByRole('alert').filter({ hasText: rejectionTexts.data }).waitFor(),
    // No events: an empty calendar, not a failure.
    empty: async (page) => {
      await page.getByText(calendarScreenTexts.noEventsAtAll).waitFor()
      await quiet(page)
    },
    slow: async (page) => {
      await forumEvents(page)
      await quiet(page)
    },
    kept: async (page) =>
      assert.equal(await calendarKeyword(page).inputValue(), 'Forum', 'the keyword is kept'),
  },
]

/** The calls the portal's screens make after start-up, each reached the way an investor reaches it. */
const PREFERENCES = endpoints.userPreferences.path()
const GROUPS = endpoints.accountGroups.path()
const ASSOCIATION = endpoints.addAccountToGroup.path()
const PROFILE_GROUP = 'Family Office Accounts'
const saveGroup = (page) => page.getByRole('button', { name: profileTexts.saveGroup })

/** A preference changed on the profile: saved quietly, or 'Failed to update user preference' and the old one back. */
const preferenceCall = (method, path, { label, option, before, after }) => ({
  call: `${method} ${path.replace('*', '{name or id}')}`,
  when: `the ${label.toLowerCase()} is changed on the profile`,
  fault: { method, path },
  persona: 'investor',
  path: '/profile',
  ready: (page) => profileField(page, label).waitFor(),
  act: (page) => chooseOnProfile(page, label, option),
  failure: async (page) => {
    await warning(page, rejectionTexts.userPreference).waitFor()
    await expectText(profileField(page, label), before)
  },
  // The look-up's 204 reads as "no such preference": the POST that follows finds it exists, and fails.
  empty: async (page) => {
    await warning(page, rejectionTexts.userPreference).waitFor()
    await expectText(profileField(page, label), before)
  },
  slow: async (page) => {
    await quiet(page)
    await expectText(profileField(page, label), after)
  },
})

const expectText = async (locator, text) =>
  assert.ok((await locator.textContent())?.includes(text), `shows ${text}`)

/** A call of the group editor on the profile, the group in the URL. */
const onGroupEditor = (method, path, scenario) => ({
  call: `${method} ${path.replace('*', '{groupId}')}`,
  fault: { method, path },
  persona: 'investor',
  path: scenario.group ? `/profile?group=${scenario.group}` : '/profile?group=900',
  ready: (page) => accountList(page).getByRole('option').first().waitFor(),
  ...scenario,
})

const profileCalls = [
  preferenceCall('GET', `${PREFERENCES}/*`, {
    label: profileTexts.dateFormat,
    option: /^DD\.M\.YYYY/,
    before: 'MMM-DD-YYYY',
    after: 'DD.M.YYYY',
  }),
  {
    ...preferenceCall('PUT', `${PREFERENCES}/*`, {
      label: profileTexts.numberFormat,
      option: /^1\.234,56/,
      before: '1,234.56',
      after: '1.234,56',
    }),
    // A PUT answers nothing: a 204 is its success.
    empty: async (page) => {
      await quiet(page)
      await expectText(profileField(page, profileTexts.numberFormat), '1.234,56')
    },
  },
  {
    ...preferenceCall('POST', PREFERENCES, {
      label: profileTexts.defaultGroup,
      option: PROFILE_GROUP,
      before: 'All Investor Accounts',
      after: PROFILE_GROUP,
    }),
    empty: async (page) => {
      await quiet(page)
      await expectText(profileField(page, profileTexts.defaultGroup), PROFILE_GROUP)
    },
  },
  onGroupEditor('POST', GROUPS, {
    when: 'a new group is created on the profile',
    group: 'NEW',
    act: async (page) => {
      await groupNameBox(page).fill('Trusts')
      await accountList(page).getByRole('option').first().click()
      await page.getByRole('button', { name: profileTexts.createGroup }).click()
    },
    failure: (page) => warning(page, warningTexts.groupCreate).waitFor(),
    // No group id in the answer: the group was not made.
    empty: (page) => warning(page, warningTexts.groupCreate).waitFor(),
    slow: (page) => success(page, groupCreated('Trusts')).waitFor(),
    kept: async (page) => {
      assert.equal(await groupNameBox(page).inputValue(), 'Trusts', 'the name typed is kept')
      assert.equal(
        await accountList(page).getByRole('option').first().getAttribute('aria-selected'),
        'true',
        'the account picked is kept',
      )
    },
  }),
  onGroupEditor('PUT', GROUPS, {
    when: 'a group is renamed on the profile',
    act: async (page) => {
      await groupNameBox(page).fill('Family Office Core')
      await saveGroup(page).click()
    },
    failure: (page) => warning(page, groupUpdateFailed('Family Office Core')).waitFor(),
    empty: (page) => success(page, groupUpdated('Family Office Core')).waitFor(),
    slow: (page) => success(page, groupUpdated('Family Office Core')).waitFor(),
    kept: async (page) =>
      assert.equal(await groupNameBox(page).inputValue(), 'Family Office Core', 'the name typed is kept'),
  }),
  onGroupEditor('DELETE', `${GROUPS}/*`, {
    when: 'a group is deleted on the profile',
    act: async (page) => {
      await page.getByRole('button', { name: profileTexts.deleteGroup }).click()
      await page.getByRole('dialog').getByRole('button', { name: profileTexts.deleteGroup }).click()
    },
    failure: async (page) => {
      await warning(page, groupDeleteFailed(PROFILE_GROUP)).waitFor()
      await expectText(profileField(page, profileTexts.group), PROFILE_GROUP)
    },
    empty: (page) => success(page, groupDeleted(PROFILE_GROUP)).waitFor(),
    slow: (page) => success(page, groupDeleted(PROFILE_GROUP)).waitFor(),
  }),
  ...['POST', 'DELETE'].map((method) =>
    onGroupEditor(method, ASSOCIATION, {
      when: `an account is ${method === 'POST' ? 'added to' : 'removed from'} a group on the profile`,
      act: async (page) => {
        const selected = method === 'POST' ? 'false' : 'true'
        await accountList(page).locator(`[role="option"][aria-selected="${selected}"]`).first().click()
        await saveGroup(page).click()
      },
      failure: (page) => warning(page, groupUpdateFailed(PROFILE_GROUP)).waitFor(),
      empty: (page) => success(page, groupUpdated(PROFILE_GROUP)).waitFor(),
      slow: (page) => success(page, groupUpdated(PROFILE_GROUP)).waitFor(),
    }),
  ),
  {
    call: `POST {identity provider}${endpoints.passwordChange.template}`,
    when: 'the investor asks to change their password',
    fault: faultOf(endpoints.passwordChange),
    // The identity provider's 401 is its own refusal, not the portal's session ending.
    external: true,
    persona: 'investor',
    path: '/profile',
    ready: (page) => page.getByRole('button', { name: profileTexts.changePassword }).waitFor(),
    act: (page) => page.getByRole('button', { name: profileTexts.changePassword }).click(),
    failure: (page) => warning(page, warningTexts.someErrorOccurred).waitFor(),
    empty: (page) => success(page, successTexts.passwordResetEmail).waitFor(),
    slow: (page) => success(page, successTexts.passwordResetEmail).waitFor(),
  },
  {
    call: `${callName(endpoints.investorRequest)}`,
    when: 'the investor sends a no-data request',
    fault: faultOf(endpoints.investorRequest),
    persona: 'investor',
    path: '/',
    ready: homeSettled,
    act: async (page) => {
      const dialog = await startInvestorRequest(page, investorRequestTypeLabels['no-data-request'])
      await dialog.getByRole('textbox', { name: investorRequestTexts.message }).fill('No Q3 statement yet')
      await dialog.getByRole('button', { name: investorRequestTexts.send }).click()
    },
    failure: (page) => warning(page, warningTexts.someErrorOccurred).waitFor(),
    // An empty answer is not a truthy one: not sent.
    empty: (page) => warning(page, warningTexts.someErrorOccurred).waitFor(),
    // Any truthy answer means sent (spec §7): an object of any fields is one.
    outcomes: { 'wrong shape': 'slow' },
    slow: async (page) => {
      await success(page, successTexts.investorRequestSent).waitFor()
      await investorRequestDialog(page).waitFor({ state: 'detached' })
    },
    kept: async (page) => {
      const dialog = investorRequestDialog(page)
      if ((await dialog.count()) === 0) return
      assert.equal(
        await dialog.getByRole('textbox', { name: investorRequestTexts.message }).inputValue(),
        'No Q3 statement yet',
        'the message typed is kept',
      )
    },
  },
]

const screenCalls = [
  onDocuments({
    call: `POST ${SEARCH}`,
    when: 'a document filter changes',
    fault: { method: 'POST', path: SEARCH },
    act: (page) => fileNameBox(page).fill('Capital Call'),
    failure: (page) => warning(page, warningTexts.documentsLoad).waitFor(),
    empty: async (page) => {
      await page.getByText(documentsScreenTexts.empty).waitFor()
      await quiet(page)
    },
    slow: async (page) => {
      await page.waitForFunction((label) => {
        const rows = [...document.querySelectorAll(`table[aria-label="${label}"] tbody tr[data-row]`)]
        return rows.length > 0 && rows.every((row) => /capital call/i.test(row.textContent ?? ''))
      }, documentsScreenTexts.gridLabel)
      await quiet(page)
    },
    kept: async (page) =>
      assert.equal(await fileNameBox(page).inputValue(), 'Capital Call', 'the filter typed is kept'),
  }),
  {
    call: `${callName(endpoints.dataRoomSearch)} (data rooms)`,
    when: 'the data rooms open',
    fault: faultOf(endpoints.dataRoomSearch),
    persona: 'investor',
    path: '/',
    ready: homeSettled,
    act: (page) =>
      mainNav(page).getByRole('link', { name: navigationTabTexts.dataRooms, exact: true }).click(),
    failure: (page) => page.getByRole('alert').filter({ hasText: rejectionTexts.data }).waitFor(),
    empty: (page) => page.getByText(dataRoomTexts.empty).waitFor(),
    slow: (page) =>
      page
        .getByRole('link', { name: new RegExp(`^${dataRoomTexts.openShort}`) })
        .first()
        .waitFor(),
  },
  onDocuments({
    call: callName(endpoints.documentActionItem),
    when: 'an action-item flag is toggled',
    fault: faultOf(endpoints.documentActionItem),
    act: async (page) => {
      const flag = documentsGrid(page)
        .getByRole('button', { name: /^Action item:/, pressed: false })
        .first()
      const handle = await flag.elementHandle()
      await flag.click()
      return handle
    },
    failure: async (page, flag) => {
      await warning(page, warningTexts.tryAgain).waitFor()
      assert.equal(await pressed(flag), 'false', 'the flag is rolled back')
    },
    empty: async (page, flag) => {
      await quiet(page)
      assert.equal(await pressed(flag), 'true')
    },
    slow: async (page, flag) => {
      await quiet(page)
      assert.equal(await pressed(flag), 'true')
    },
  }),
  onDocuments({
    call: callName(endpoints.documentRead),
    when: 'documents are marked as read',
    fault: faultOf(endpoints.documentRead),
    act: async (page) => {
      const rows = await selectRows(unreadRows(documentsGrid(page)), 2)
      await page.getByRole('button', { name: documentTexts.markAsRead }).click()
      return rows
    },
    failure: async (page, rows) => {
      await warning(page, warningTexts.documentStatusUpdate).waitFor()
      assert.deepEqual(await readStates(rows), ['unread', 'unread'], 'the read marks are rolled back')
    },
    empty: async (page, rows) => {
      await quiet(page)
      assert.deepEqual(await readStates(rows), ['read', 'read'])
    },
    slow: async (page, rows) => {
      await quiet(page)
      assert.deepEqual(await readStates(rows), ['read', 'read'])
    },
  }),
  onDocuments({
    call: callName(endpoints.documentDownload),
    when: 'a document is downloaded',
    fault: faultOf(endpoints.documentDownload),
    act: async (page) => {
      await plainRows(page)
        .first()
        .getByRole('button', { name: /^Download / })
        .click()
      await agreeToAllTerms(page, { wait: 300 })
    },
    ...documentDownloadOutcomes,
  }),
  onDocuments({
    call: `${callName(endpoints.documentDownload)} (viewer)`,
    when: 'a PDF is opened in the viewer',
    fault: faultOf(endpoints.documentDownload),
    file: true,
    act: async (page) => {
      await plainRows(page).locator('a[href*="preview="]').first().click()
      await agreeUntilViewer(page)
    },
    // 'Something went wrong. Please try again' (spec §8, view document), in the viewer, with a retry.
    failure: async (page) => {
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('alert').filter({ hasText: warningTexts.tryAgain }).waitFor()
      await dialog.getByRole('button', { name: componentTexts.retry }).waitFor()
    },
    // No file (204): the viewer says the document is no longer there.
    empty: (page) =>
      page.getByRole('dialog').getByRole('alert').filter({ hasText: documentViewerTexts.notFound }).waitFor(),
    slow: async (page) => {
      await page.locator('[data-page="1"][data-drawn]').waitFor()
      await quiet(page)
    },
  }),
  onDocuments({
    call: `${callName(endpoints.documentDownload)} (bulk zip)`,
    when: 'selected documents are downloaded as one zip',
    fault: faultOf(endpoints.documentDownload),
    act: async (page) => {
      await selectRows(plainRows(page), 3)
      await page.getByRole('button', { name: documentTexts.downloadSelected }).click()
      await agreeToAllTerms(page, { wait: 300 })
    },
    ...documentDownloadOutcomes,
    kept: async (page) =>
      assert.ok(await page.getByText(documentsScreenTexts.selected(3)).isVisible(), 'the selection is kept'),
  }),
  onDocuments({
    call: `${callName(endpoints.documentExport)} (reportFormat xlsx)`,
    when: 'the list is exported as Excel',
    fault: faultOf(endpoints.documentExport),
    file: true,
    act: (page) => page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    failure: (page) => warning(page, warningTexts.fileDownload).waitFor(),
    empty: (page) => warning(page, warningTexts.reportNoData).waitFor(),
    slow: async (page) => {
      await success(page, successTexts.fileGeneration).waitFor()
      await quiet(page)
    },
    kept: async (page) => assert.ok((await gridRows(documentsGrid(page)).count()) > 0, 'the list is kept'),
  }),
  {
    call: `${callName(endpoints.homeContent)}`,
    when: 'the home page opens',
    fault: faultOf(endpoints.homeContent),
    persona: 'investor',
    path: '/documents',
    ready: (page) => heading(page, documentsScreenTexts.title).waitFor(),
    act: (page) => homeLink(page).click(),
    failure: (page) => page.getByRole('alert').filter({ hasText: rejectionTexts.video }).waitFor(),
    empty: (page) => page.getByText(homeTexts.noVideo).waitFor(),
    slow: (page) => page.getByRole('heading', { name: homeTexts.disclaimerTitle }).waitFor(),
  },
  ...[
    { endpoint: endpoints.accountSummaryFilter, failure: rejectionTexts.accountSummaryFilters },
    { endpoint: endpoints.accountSummary, failure: rejectionTexts.accountSummaryReport },
  ].map(({ endpoint, failure }) =>
    homePortfolioRow(endpoint, "home's portfolio", {
      // The portfolio's panel says so; the rest of home (the video) is unharmed.
      failure: async (page) => {
        await portfolioPanel(page).getByRole('alert').filter({ hasText: failure }).waitFor()
        await page.getByRole('heading', { name: homeTexts.disclaimerTitle }).waitFor()
      },
      empty: (page) => portfolioPanel(page).getByText(portfolioTexts.empty).waitFor(),
      slow: async (page) => {
        await portfolioPanel(page).getByText('TVPI', { exact: true }).waitFor()
        await quiet(page)
      },
    }),
  ),
  {
    call: `${callName(endpoints.acceptTerms)}`,
    when: 'a newcomer accepts the terms',
    fault: faultOf(endpoints.acceptTerms),
    faultBeforeSignIn: true,
    persona: 'newcomer',
    path: '/',
    ready: () => undefined,
    act: (page) => agreeToAllTerms(page, { wait: 10_000 }),
    // §8: a terms post failure is only logged.
    failure: startsNormally,
    empty: startsNormally,
    slow: startsNormally,
  },
  impersonationCall('GET', endpoints.entitledUsers.path(), {
    // No user with that email: the same failure.
    empty: async (page) => {
      await impersonationFailed(page)
      await emailKept(page)
    },
  }),
  impersonationCall('GET', endpoints.segmentFunctions.path(), { empty: impersonating }),
  impersonationCall('GET', endpoints.userPreferences.path(), { empty: impersonating }),
  ...reportCalls,
  ...figureTraceCalls,
  ...capitalActivityCalls,
  ...portfolioCalls,
  ...quarterPackageCalls,
  ...lineTwoCalls,
  ...fundProfileCalls,
  ...profileCalls,
  ...administrationCalls,
  ...calendarCalls,
]

/** How long a case waits for the faulted call once it has acted: a call never made fails the case, not the run. */
const CALL_WAIT_MS = 30_000

/** Resolves when the browser has an answer (or a failure) for the faulted call. */
function callSettled(page, { method, path }) {
  const pattern = globPattern(path)
  const matches = (request) => request.method() === method && pattern.test(new URL(request.url()).pathname)
  const settled = new Promise((resolve) => {
    const done = (request) => {
      if (!matches(request)) return
      page.off('requestfinished', done)
      page.off('requestfailed', done)
      resolve()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  })
  return {
    /** Waits for the call, at most CALL_WAIT_MS (the timer never outlives the wait). */
    async wait() {
      let timer
      const late = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the portal did not make ${method} ${path} in ${CALL_WAIT_MS / 1000} s`)),
          CALL_WAIT_MS,
        )
      })
      try {
        await Promise.race([settled, late])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

let browser
let pages
const seen = new Set()
before(async () => {
  browser = await launch()
  pages = await reusedPortalContext(browser)
})
after(async () => browser?.close())
beforeEach(() => provider.reset())
afterEach(async () => {
  for (const request of await provider.requests()) seen.add(`${request.method} ${request.path}`)
})

function matrixCase(scenario, { name, fault, outcome }) {
  test(`${scenario.call}, when ${scenario.when}, answering ${name} → ${outcome}`, async () => {
    const { page, problems, close } = await pages.newPage()
    trackProviderCalls(page)
    const calls = providerCalls.get(page).made()
    /** How many provider calls the page had made when the fault was injected. */
    let callsBeforeFault = 0
    try {
      const injected = [{ ...scenario.fault, ...fault }]
      let settled
      const inject = async () => {
        await provider.faults(injected)
        callsBeforeFault = calls.length
        settled = callSettled(page, scenario.fault)
      }
      if (scenario.faultBeforeSignIn) await inject()
      await signIn(page, scenario.persona, scenario.path)
      await scenario.ready(page)
      if (!scenario.faultBeforeSignIn) await inject()
      const subject = await scenario.act(page)
      // The call first, whatever the outcome: a step that never made it fails as such.
      await settled.wait()
      if (outcome === 'sign-in' && scenario.external) {
        // Another service's 401 is a failure like any other; the portal's session goes on.
        await scenario.failure(page, subject)
        assert.notEqual(new URL(page.url()).origin, apiUrl, 'still in the portal')
      } else if (outcome === 'sign-in') {
        const atSignIn = (url) => url.origin === apiUrl && url.pathname === '/signin'
        await page.waitForURL(atSignIn).catch(async (error) => {
          // Two calls answered 401 together (documents marked read) each send the browser to sign-in: the
          // second navigation aborts the first, and the page must still end at sign-in.
          if (!String(error).includes('ERR_ABORTED')) throw error
          await page.waitForURL(atSignIn)
        })
      } else {
        await scenario[outcome](page, subject)
        await scenario.kept?.(page, subject)
        if (!scenario.errorScreen) assert.equal(await errorScreen(page).count(), 0, 'no error screen')
      }
      assert.deepEqual(problems, [], 'no unhandled rejection or page error')
    } catch (error) {
      // What the page had done when the case failed, for a failure seen once in a CI log.
      const after = calls.slice(callsBeforeFault)
      error.message += `\n  page: ${page.url()}\n  provider calls after the fault: ${after.join(', ') || 'none'}`
      throw error
    } finally {
      await close()
    }
  })
}

/**
 * e2e/run.mjs may run the matrix in shards (E2E_SHARD=k/n, each with a stack of its own): shard k takes every
 * n-th case. Each shard checks the calls it saw against the whole matrix, so together they cover what one run did.
 */
const inThisShard = shardSelector()

/** The endpoints whose answer is JSON with a schema (src/api/endpoints): the others' answers are files or unread. */
const withSchemas = []
for (const endpoint of Object.values(endpoints)) if (await endpoint.answer?.()) withSchemas.push(endpoint)
const answersJson = (scenario) =>
  !scenario.file &&
  withSchemas.some(
    (endpoint) =>
      endpoint.method === scenario.fault.method &&
      globPattern(endpoint.glob()).test(scenario.fault.path.replace(/\*/g, '1')),
  )

/**
 * The faults a call is put through: the answers that must not be believed only where the answer is JSON. A
 * scenario may name another outcome for a fault (`outcomes`): any truthy answer of an investor request means sent.
 */
const faultsOf = (scenario) =>
  faults
    .filter((fault) => !fault.json || answersJson(scenario))
    .map((fault) => ({ ...fault, outcome: scenario.outcomes?.[fault.name] ?? fault.outcome }))

describe('fault matrix: start-up calls', () => {
  for (const scenario of startupCalls)
    for (const fault of faultsOf(scenario)) if (inThisShard()) matrixCase(scenario, fault)
})

describe('fault matrix: calls of the screens', () => {
  for (const scenario of screenCalls)
    for (const fault of faultsOf(scenario)) if (inThisShard()) matrixCase(scenario, fault)
})

const reportData = demoReportService.reportData

describe('fault matrix coverage', () => {
  test('every provider call the portal made above is in the matrix', () => {
    const rows = [...startupCalls, ...screenCalls].map(({ fault, covers }) => ({
      ...fault,
      pattern: globPattern(covers ?? fault.path),
    }))
    // Sign-in and sign-out are navigations of the browser (spec §7), not calls of the portal.
    const navigations = [callName(endpoints.signIn), callName(endpoints.signOut)]
    const missing = [...seen].filter((call) => {
      if (navigations.includes(call)) return false
      // The demo report service's page reads its own data: a call of the embedded report, not of the portal.
      const [method, path] = call.split(' ')
      if (method === reportData.method && globPattern(reportData.glob()).test(path)) return false
      return !rows.some((row) => row.method === method && row.pattern.test(path))
    })
    assert.deepEqual(missing, [], 'calls the portal makes without a row in the matrix')
  })
})
