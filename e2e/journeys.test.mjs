import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { positionsByFund } from '../mocks/seed/book.ts'
import { accountById, investorNameAt } from '../mocks/seed/investors.ts'
import { reportPaths } from '../src/domain/navigation.ts'
import { readFile } from 'node:fs/promises'
import { apiUrl, heading, launch, newPortalPage, portalUrl, provider, signIn } from './lib/browser.mjs'
import {
  agreeToAllTerms,
  answered,
  answers,
  documentsGrid,
  errorScreen,
  gridRows,
  mainNav,
  openFromReportsDrawer,
  scrollEvents,
  success,
  unreadRows,
  videoPlays,
} from './lib/portal.mjs'
import {
  accountSummaryTexts,
  appTexts,
  capitalAccountStatementTexts,
  cashFlowScreenTexts,
  cashFlowTimeRangeLabels,
  componentTexts,
  dataGridTexts,
  dataRoomTexts,
  documentsScreenTexts,
  documentTexts,
  EXPORT_AS_EXCEL,
  fundProfileTabs,
  fundProfileTexts,
  GENERAL_TERMS_NAME,
  impersonateTexts,
  impersonationBannerText,
  navigationTabTexts,
  reportLabels,
  rejectionTexts,
  reportScreenTexts,
  successTexts,
  USD_AGGREGATION_NOTE,
  termsDialogTexts,
  userMenuTexts,
} from './lib/texts.mjs'
import { antiForgeryHeaders, endpoints } from './lib/endpoints.mjs'

/** The profile calls the provider has received (the faulted ones too). */
const profileCalls = async () =>
  (await provider.requests()).filter(
    (r) => r.method === 'GET' && r.path.endsWith(endpoints.userProfile.path()),
  ).length

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

describe('investor journeys over HTTP', () => {
  test('signs in, moves through the tabs, opens a report, and signs out', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    await mainNav(page).getByRole('link', { name: 'Data Rooms', exact: true }).click()
    await heading(page, /Data Rooms/).waitFor()
    await mainNav(page).getByRole('button', { name: 'Reporting' }).click()
    await page.getByRole('menuitem', { name: 'Capital Account Statement' }).click()
    await agreeToAllTerms(page, { wait: 10_000 })
    await heading(page, 'Capital Account Statement').waitFor()

    // Back and forward move through the portal's history.
    await page.goBack()
    await heading(page, /Data Rooms/).waitFor()
    await page.goForward()
    await heading(page, 'Capital Account Statement').waitFor()

    await page.getByRole('button', { name: /Margaret Ellison/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.origin === apiUrl)
    const session = await page.request.get(`${apiUrl}${endpoints.userProfile.path()}`, {
      headers: antiForgeryHeaders,
    })
    assert.equal(session.status(), 401)
    // Back shows no portal page as it was: the page restored from the back/forward cache loads anew and, with no
    // session, goes to the provider's sign-in again.
    await page.goBack()
    await page.waitForURL((url) => url.origin === apiUrl, { timeout: 15_000 })
    assert.equal(await heading(page, 'Capital Account Statement').count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('a deep link opened before sign-in is followed after it', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await page.goto(`${portalUrl}/documents`)
    await page.waitForURL((url) => url.origin === apiUrl && url.pathname === '/signin')
    await page.getByRole('link', { name: 'investor' }).click()
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('a 401 mid-session returns to the same page after signing in again', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    await provider.faults([{ method: 'GET', path: endpoints.userProfile.path(), status: 401, times: 1 }])
    await page.reload()
    await page.waitForURL((url) => url.origin === apiUrl)
    await signIn(page, 'investor')
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    await context.close()
  })

  test("the profile call failing twice with a 500 shows the error screen (start-up asks once more); 'Try again' opens home", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await provider.faults([{ method: 'GET', path: endpoints.userProfile.path(), status: 500, times: 2 }])
    await signIn(page, 'investor')
    await errorScreen(page).waitFor()
    await page.getByText(appTexts.errorScreen.hint).waitFor()
    assert.equal(await mainNav(page).count(), 0)
    assert.equal(await profileCalls(), 2, 'asked once more, and only once')
    await page.getByRole('button', { name: appTexts.errorScreen.retry }).click()
    await heading(page, 'Home').waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    assert.equal(await profileCalls(), 3)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('after a failed start-up, going back in the portal leaves the error screen: start-up runs again for that page', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await heading(page, /Documents/).waitFor()
    await provider.faults([{ method: 'GET', path: endpoints.userProfile.path(), status: 500, times: 2 }])
    await page.reload()
    await errorScreen(page).waitFor()
    await page.evaluate(() => void (window.__samePageLoad = true))
    await page.goBack()
    await heading(page, 'Home').waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    assert.equal(await errorScreen(page).count(), 0)
    // Left within the page load, by the portal itself, not by the browser loading the page again.
    assert.equal(await page.evaluate(() => window.__samePageLoad), true)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("the chrome's code not arriving shows the error screen, never a blank page; 'Try again' brings the portal once it arrives", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    // The header, navigation and footer are a chunk of their own, asked for as the portal starts.
    const chrome = /\/assets\/chrome-[\w-]+\.js$/
    await page.route(chrome, (route) => route.abort())
    await signIn(page, 'investor')
    await errorScreen(page).waitFor()
    assert.equal(await mainNav(page).count(), 0)
    await page.unroute(chrome)
    await page.getByRole('button', { name: appTexts.errorScreen.retry }).click()
    await heading(page, 'Home').waitFor()
    await mainNav(page).waitFor()
    // The failed chunk is the only problem: logged by the error boundary, nothing unhandled.
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('a page opened directly draws with the chrome, even when its own code comes last: its heading is there when the navigation first shows', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    // The documents screen's chunk arrives well after the start-up's calls are answered.
    const screen = /\/assets\/Documents-[\w-]+\.js$/
    await page.route(screen, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.addInitScript((navigationLabel) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(`nav[aria-label="${navigationLabel}"]`)) return
        window.__headingWithChrome = document.querySelector('main h1') !== null
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true })
    }, componentTexts.mainNavigation)
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    assert.equal(
      await page.evaluate(() => window.__headingWithChrome),
      true,
      "the page's heading is drawn with the navigation, not after a spinner in between",
    )
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('an absolute or protocol-relative deep link is never followed', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    for (const target of ['//evil.example.com/phish', 'https://evil.example.com/phish']) {
      await page.evaluate(async (deepLink) => {
        window.localStorage.clear()
        window.sessionStorage.setItem('investorPortal.deepLink', deepLink)
      }, target)
      await page.reload()
      await heading(page, 'Home').waitFor()
      assert.equal(new URL(page.url()).origin, portalUrl)
    }
    await context.close()
  })
})

describe('terms and impersonation over HTTP', () => {
  test('the newcomer who declines the sitewide terms is signed out', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: termsDialogTexts.disagree }).click()
    while (await dialog.isVisible())
      await dialog.getByRole('button', { name: termsDialogTexts.agree }).click()
    await page.waitForURL((url) => url.origin === apiUrl)
    assert.equal(
      (
        await page.request.get(`${apiUrl}${endpoints.userProfile.path()}`, { headers: antiForgeryHeaders })
      ).status(),
      401,
    )
    await context.close()
  })

  test('the newcomer who accepts reaches home, and the Once terms are recorded', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    await agreeToAllTerms(page, { wait: 10_000 })
    await heading(page, 'Home').waitFor()
    const posts = (await provider.requests()).filter(
      (r) => r.method === 'POST' && r.path === endpoints.terms.path(),
    )
    assert.equal(posts.length, 1)
    await context.close()
  })

  /** The investor on Documents opens the schedule of investments from the Reporting menu: the terms are asked. */
  async function openReportFromDocuments(page) {
    await mainNav(page).getByRole('link', { name: navigationTabTexts.documents, exact: true }).click()
    await heading(page, /Documents/).waitFor()
    await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
    await page.getByRole('menuitem', { name: reportLabels.scheduleOfInvestments, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    return dialog
  }
  // Alone, the term is the dialog's title; among several, it is the first.
  const generalTermsFirst = new RegExp(`^${GENERAL_TERMS_NAME}( \\(1 of \\d+\\))?$`)

  test('reports first ask the General Terms & Conditions; agreed to, the report opens and the built-in term is not posted', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    const dialog = await openReportFromDocuments(page)
    await page.getByRole('dialog', { name: generalTermsFirst }).waitFor()
    await agreeToAllTerms(page)
    await heading(page, reportLabels.scheduleOfInvestments).waitFor()
    const posted = (await provider.requests())
      .filter((r) => r.method === 'POST' && r.path === endpoints.acceptTerms.path())
      .flatMap((r) => r.body)
    assert.ok(!posted.includes(-1), `the built-in term stays in the portal: ${JSON.stringify(posted)}`)
    assert.equal(await dialog.count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('I DO NOT AGREE to a reporting term sends the investor home; the next report asks again', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    const dialog = await openReportFromDocuments(page)
    await dialog.getByRole('button', { name: termsDialogTexts.disagree }).click()
    await agreeToAllTerms(page)
    await heading(page, 'Home').waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    // Declined earlier in the session: the page asks again, and agreed to, it opens.
    await openReportFromDocuments(page)
    await page.getByRole('dialog', { name: generalTermsFirst }).waitFor()
    await agreeToAllTerms(page)
    await heading(page, reportLabels.scheduleOfInvestments).waitFor()
    await context.close()
  })

  test('closing the terms dialog goes back to the page the investor came from', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await openReportFromDocuments(page)
    await page.keyboard.press('Escape')
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    await context.close()
  })

  test('an administrator impersonates an investor, and nothing the investor owns is written meanwhile', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin', '/administration/impersonate')
    await page.getByLabel(impersonateTexts.userEmail).fill('margaret.ellison@example.com')
    await page.getByRole('button', { name: userMenuTexts.startImpersonation }).click()
    await page.getByText(impersonationBannerText('Dana Whitfield', 'Margaret Ellison')).waitFor()
    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await heading(page, /Documents/).waitFor()
    await page.getByRole('button', { name: userMenuTexts.stopImpersonating }).first().click()
    await heading(page, 'Home').waitFor()
    const writes = (await provider.requests()).filter(
      (r) =>
        r.method !== 'GET' &&
        /\/(read|actionItem)\/|UserPreferences|\/user\/Terms$|InvestorAccountGroups/.test(r.path),
    )
    assert.deepEqual(writes, [])
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the provider refuses and records a write an administrator sends for an investor; reads still answer', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin', '/')
    await page.waitForURL((url) => url.origin === new URL(portalUrl).origin)
    // The portal never sends this while impersonating: the page's own session sends it, as a tampered client would.
    const call = (method, path, body) =>
      page.evaluate(
        async ({ url, method, body, headers }) =>
          (
            await fetch(url, {
              method,
              credentials: 'include',
              headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            })
          ).status,
        {
          url: `${apiUrl}${path}?entitledUserId=u-investor&investorAccountGroupId=ALL`,
          method,
          body,
          headers: antiForgeryHeaders,
        },
      )
    assert.equal(await call('POST', endpoints.acceptTerms.path(), [1]), 403)
    const refused = (await provider.requests()).filter((r) => r.refused === 'write for another user')
    assert.deepEqual(
      refused.map((r) => [r.method, r.path, r.query.entitledUserId]),
      [['POST', endpoints.acceptTerms.path(), 'u-investor']],
    )
    assert.equal(await call('GET', endpoints.terms.path()), 200)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the provider refuses a write sent without the anti-forgery header (403) and writes nothing', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/')
    await page.waitForURL((url) => url.origin === new URL(portalUrl).origin)
    // What another site's page could send with the investor's cookie: a bodiless "simple" POST, no header of ours.
    const send = (path, { method = 'POST', headers = {}, body } = {}) =>
      page.evaluate(
        async ({ url, method, headers, body }) => {
          const response = await fetch(url, { method, credentials: 'include', headers, body })
          return { status: response.status, json: response.ok ? await response.json() : null }
        },
        {
          url: `${apiUrl}${path}?entitledUserId=u-investor&investorAccountGroupId=ALL`,
          method,
          headers,
          body,
        },
      )
    const unread = async () => {
      const search = {
        start: 1,
        count: 50,
        sortKey: 'publishDate',
        sortDirection: 'DESC',
        documentStatuses: ['A'],
      }
      const { json } = await send(endpoints.documentSearch.path(), {
        headers: { ...antiForgeryHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...search, readFlag: false }),
      })
      return json.results.map((document) => document.documentId)
    }
    const [documentId] = await unread()
    const readFlag = endpoints.documentRead.path({ id: documentId })
    assert.equal((await send(readFlag)).status, 403)
    const logged = (await provider.requests()).filter((r) => r.path === readFlag)
    assert.deepEqual(
      logged.map((r) => [r.method, r.refused]),
      [['POST', 'no anti-forgery header']],
    )
    assert.ok((await unread()).includes(documentId), 'the document is still unread')
    assert.deepEqual(problems, [])
    await context.close()
  })
})

const SEARCH = endpoints.documentSearch.path()
const searches = async () =>
  (await provider.requests()).filter((r) => r.method === 'POST' && r.path === SEARCH && !r.body?.reportFormat)

describe('documents and data rooms over HTTP', () => {
  test('an investor filters, marks as read, downloads a zip, sorts and scrolls the documents', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    const grid = documentsGrid(page)
    const rows = gridRows(grid)
    await rows.first().waitFor()

    // Filter by file name: every row shown matches, and the provider was asked for it.
    const fileName = page.getByRole('searchbox', { name: documentsScreenTexts.fileName })
    await fileName.fill('Capital Call')
    await page.waitForFunction((label) => {
      const shown = [...document.querySelectorAll(`table[aria-label="${label}"] tbody tr[data-row]`)]
      return shown.length > 0 && shown.every((row) => /capital call/i.test(row.textContent ?? ''))
    }, documentsScreenTexts.gridLabel)
    assert.equal((await searches()).at(-1).body.fileName, 'Capital Call')
    await fileName.fill('')
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll(`table[aria-label="${label}"] tbody tr[data-row]`)].some(
          (row) => !/capital call/i.test(row.textContent ?? ''),
        ),
      documentsScreenTexts.gridLabel,
    )

    // Two unread documents marked as read: one post each, and still read after a reload.
    const unread = unreadRows(grid)
    const names = []
    for (let index = 0; index < 2; index++) {
      const checkbox = unread.nth(index).getByRole('checkbox')
      names.push(await checkbox.evaluate((input) => input.labels?.[0]?.textContent || input.ariaLabel))
      await checkbox.check()
    }
    const readPosts = async () => (await provider.requests()).filter((r) => /\/read\/true$/.test(r.path))
    const bothAnswered = answered(page, answers('POST', /\/read\/true$/), 2)
    await page.getByRole('button', { name: documentTexts.markAsRead }).click()
    await bothAnswered
    assert.equal((await readPosts()).length, 2)
    await page.reload()
    await rows.first().waitFor()
    for (const name of names) {
      const checkbox = grid.getByRole('checkbox', { name, exact: true })
      await checkbox.first().waitFor()
      for (const row of await rows.filter({ has: checkbox }).all())
        assert.ok(!(await row.textContent()).includes(dataGridTexts.unread), `${name}: stays read`)
    }

    // Three documents selected and downloaded as one zip of three files, each with content.
    const plain = rows.filter({ hasNotText: /K-1|Tax|PFIC/ })
    for (let index = 0; index < 3; index++) await plain.nth(index).getByRole('checkbox').check()
    const downloading = page.waitForEvent('download', { timeout: 60_000 })
    await page.getByRole('button', { name: documentTexts.downloadSelected }).click()
    await agreeToAllTerms(page, { wait: 500 })
    const zip = await downloading
    const entries = unzipSync(new Uint8Array(await readFile(await zip.path())))
    assert.equal(Object.keys(entries).length, 3)
    assert.ok(
      Object.values(entries).every((bytes) => bytes.length > 0),
      'every file has content',
    )
    await success(page, successTexts.documentDownload).waitFor()

    // Sort by name: the header says so and the provider is asked for it.
    const byName = (body) => body?.sortDirection === 'ASC' && body.sortKey !== 'publishDate'
    const sortedAnswer = answered(
      page,
      (response) => answers('POST', SEARCH)(response) && byName(response.request().postDataJSON()),
    )
    await grid.getByRole('button', { name: /^NAME/ }).click()
    await grid.locator('th[aria-sort="ascending"]', { hasText: 'NAME' }).waitFor()
    await sortedAnswer
    assert.ok(byName((await searches()).at(-1)?.body), 'the provider was asked for the list sorted by name')

    // Scroll: the next page is asked for and appended.
    await rows.first().hover()
    const nextPageAsked = async () => (await searches()).some((r) => r.body.start > 1)
    const nextPage = answered(
      page,
      (response) => answers('POST', SEARCH)(response) && response.request().postDataJSON()?.start > 1,
    )
    let asked = false
    nextPage.then(
      () => (asked = true),
      () => undefined,
    )
    const scrolls = await scrollEvents(page)
    for (let step = 0; step < 40 && !asked; step++) {
      const seen = await scrolls.count()
      await page.mouse.wheel(0, 1500)
      // Each wheel scrolls before the next one (or the page asks for more and the loop ends).
      const scrolled = scrolls.after(seen)
      scrolled.catch(() => undefined)
      await Promise.race([nextPage, scrolled])
    }
    await nextPage
    assert.ok(await nextPageAsked(), 'the next page was asked for while scrolling')

    assert.equal(await errorScreen(page).count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the investor watches the New Opportunity Spotlight with captions, from the configured video host', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: navigationTabTexts.dataRooms, exact: true }).click()
    await page.getByRole('heading', { name: documentTexts.newOpportunitySpotlight }).waitFor()
    await page.getByRole('button', { name: dataRoomTexts.watch, exact: true }).click()
    const played = await videoPlays(page, page.getByRole('dialog'))
    assert.match(
      played.src,
      new RegExp(`^${apiUrl}/demo-video/vid-opportunity-first-look\\.webm\\?token=vtok-`),
    )
    assert.equal(played.captions, 'English')
    assert.ok(played.duration > 3, `a clip of a few seconds: ${played.duration}`)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("the video host failing shows 'Failed to load video', and 'Try again' plays it once the host answers", async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    // The host's answer for the clip fails once (the mock provider's fault, on its video host's path).
    await provider.faults([{ method: 'GET', path: '/demo-video/*.webm', status: 503, times: 1 }])
    await page.getByRole('button', { name: /^Play / }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('alert').filter({ hasText: rejectionTexts.video }).waitFor()
    await dialog.getByRole('button', { name: componentTexts.retry }).click()
    assert.match(
      (await videoPlays(page, dialog)).src,
      /\/demo-video\/vid-home-2026\.webm\?token=vtok-home-2026$/,
    )
    await context.close()
  })

  test('an investor opens a data room and sees its documents', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: navigationTabTexts.dataRooms, exact: true }).click()
    const open = page.getByRole('link', { name: new RegExp(`^${dataRoomTexts.openShort}`) }).first()
    const name = (await open.textContent()).slice(
      dataRoomTexts.openShort.length + dataRoomTexts.openSuffix('').length,
    )
    await open.click()
    await heading(page, name).waitFor()
    await page
      .getByRole('table', { name: dataRoomTexts.gridLabel(name) })
      .locator('tbody tr[data-row]')
      .first()
      .waitFor()
    await page.goBack()
    await heading(page, dataRoomTexts.title).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })
})

describe('reports each persona may open', () => {
  for (const persona of ['investor', 'alpinvest', 'admin', 'limited']) {
    test(`${persona}: every report in the menu opens, and nothing else is offered`, async () => {
      const { context, page, problems } = await newPortalPage(browser)
      await signIn(page, persona)
      await heading(page, 'Home').waitFor()
      const reporting = mainNav(page).getByRole('button', { name: navigationTabTexts.reporting })
      if (persona === 'limited') {
        assert.ok(await reporting.isDisabled(), 'no report is permitted, so the tab is disabled')
        await page.goto(`${portalUrl}/reporting`)
        await heading(page, 'Home').waitFor()
      } else {
        await reporting.click()
        const items = page.getByRole('menuitem')
        // The menu's code may still be on its way at the first open: count its items once it shows.
        await items.first().waitFor()
        const count = await items.count()
        assert.ok(count > 0)
        await page.keyboard.press('Escape')
        const opened = new Set()
        for (let index = 0; index < count; index++) {
          await reporting.click()
          await page.getByRole('menuitem').nth(index).click()
          await agreeToAllTerms(page, { wait: 1000 })
          await page.waitForURL((url) => Object.values(reportPaths).includes(url.pathname))
          await page.getByRole('heading', { level: 1 }).waitFor()
          opened.add(new URL(page.url()).pathname)
        }
        assert.equal(opened.size, count, 'each menu item opens its own report')
      }
      assert.equal(await errorScreen(page).count(), 0)
      assert.deepEqual(problems, [])
      await context.close()
    })
  }
})

describe('line-one reports end to end', () => {
  const actors = [
    { name: 'investor', persona: 'investor', entitledUserId: 'u-investor' },
    { name: 'admin', persona: 'admin', entitledUserId: 'u-admin' },
    {
      name: 'admin impersonating the investor',
      persona: 'admin',
      impersonate: true,
      entitledUserId: 'u-investor',
    },
  ]
  for (const actor of actors) {
    test(`${actor.name}: the statement in another currency and view, the account summary with current funds, both exported`, async () => {
      const { context, page, problems } = await newPortalPage(browser)
      if (actor.impersonate) {
        await signIn(page, 'admin', '/administration/impersonate')
        await page.getByLabel(impersonateTexts.userEmail).fill('margaret.ellison@example.com')
        await page.getByRole('button', { name: userMenuTexts.startImpersonation }).click()
        await page.getByText(impersonationBannerText('Dana Whitfield', 'Margaret Ellison')).waitFor()
      } else await signIn(page, actor.persona)
      await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
      await page.getByRole('menuitem', { name: reportLabels.capitalAccountStatement, exact: true }).click()
      await agreeToAllTerms(page, { wait: 3000 })
      await heading(page, capitalAccountStatementTexts.title).waitFor()
      const statement = page.getByRole('table', { name: /capital account statement$/ }).first()
      await statement.waitFor()

      // The statement's own call in GBP ('Figures tie' asks the same call for the funds' own currencies).
      const statementCall = answered(
        page,
        (response) =>
          answers('POST', endpoints.capitalAccountStatement.path())(response) &&
          response.request().postDataJSON()?.reportingCurrency === 'GBP',
      )
      await page.getByRole('button', { name: new RegExp(`^${reportScreenTexts.reportingCurrency}`) }).click()
      await page.getByRole('option', { name: 'GBP', exact: true }).click()
      const request = (await statementCall).request()
      assert.equal(request.postDataJSON().reportingCurrency, 'GBP')
      assert.equal(new URL(request.url()).searchParams.get('entitledUserId'), actor.entitledUserId)
      await page.getByText(reportScreenTexts.inCurrency('GBP'), { exact: false }).first().waitFor()
      await page.getByRole('tab', { name: capitalAccountStatementTexts.views.totalFund }).click()
      await statement.getByRole('cell', { name: '100.00%' }).first().waitFor()
      const [statementFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
      ])
      assert.match(statementFile.suggestedFilename(), /^Capital Account Statement_\d{8}\.xlsx$/)
      await success(page, successTexts.reportGeneration).waitFor()

      // The drawer leads to the account summary ('Single'); the filters of the statement stay behind.
      await openFromReportsDrawer(page, reportPaths.accountSummary)
      await heading(page, accountSummaryTexts.title).waitFor()
      const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
      await summary.getByRole('rowheader', { name: accountSummaryTexts.totalUSD }).waitFor()
      // The account summary's own call (with its period: 'Figures tie' asks the statements without one).
      const currentCall = answered(
        page,
        (response) =>
          answers('POST', endpoints.capitalAccountStatement.path())(response) &&
          response.request().postDataJSON()?.period === 'ITD',
      )
      await page.getByRole('switch', { name: reportScreenTexts.current }).click()
      assert.equal((await currentCall).request().postDataJSON().current, true)
      await summary.getByRole('rowheader', { name: accountSummaryTexts.totalUSD }).waitFor()
      await page.getByText(USD_AGGREGATION_NOTE).waitFor()
      const [summaryFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
      ])
      assert.match(summaryFile.suggestedFilename(), /^Account Summary_\d{8}\.xlsx$/)
      assert.equal(await errorScreen(page).count(), 0)
      assert.deepEqual(problems, [])
      await context.close()
    })
  }
})

/** A saved workbook's rows under its header row (the row whose first cell is `header`), first cells only. */
async function workbookFirstCells(download, header) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await download.path()))
  const cells = []
  let seen = false
  workbook.worksheets[0].eachRow((row) => {
    const value = row.getCell(1).value
    if (seen) cells.push(value)
    seen ||= value === header
  })
  return cells
}

describe('schedule of investments and cash flow activity end to end', () => {
  for (const persona of ['investor', 'admin']) {
    test(`${persona}: a previous quarter's schedule exported${persona === 'admin' ? ' for an investor chosen from the million' : ''}, then the cash flows of an exact range charted and exported`, async () => {
      const { context, page, problems } = await newPortalPage(browser)
      await signIn(page, persona)
      await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
      const firstSchedule = answered(page, answers('POST', endpoints.scheduleOfInvestments.path()))
      await page.getByRole('menuitem', { name: reportLabels.scheduleOfInvestments, exact: true }).click()
      await agreeToAllTerms(page, { wait: 3000 })
      const schedule = page.getByRole('table', { name: /schedule of investments$/ })
      await schedule.waitFor()
      const latest = (await firstSchedule).request().postDataJSON()

      // The previous quarter: the report is asked for again at its date.
      const quarterCall = answered(page, answers('POST', endpoints.scheduleOfInvestments.path()))
      await page.getByRole('button', { name: new RegExp(`^${reportScreenTexts.quarter}`) }).click()
      await page.getByRole('option', { selected: false }).first().click()
      const previous = (await quarterCall).request().postDataJSON()
      assert.notEqual(previous.reportingDate, latest.reportingDate)
      await schedule.getByRole('rowheader', { name: 'Capital account at fair value' }).waitFor()

      let chosen = null
      if (persona === 'admin') {
        // The picker loads the manager's 1,000,000 investors in a worker; a holder of the fund is searched for.
        const account = accountById.get(positionsByFund.get(Number(previous.fundId))[0].accountId)
        chosen = { id: account.investorId, name: investorNameAt(account.investorId - 1) }
        await page.getByRole('button', { name: /^Investors/ }).click()
        await page
          .getByRole('status')
          .filter({ hasText: componentTexts.directorySize(1_000_000, 'Investor') })
          .waitFor({ timeout: 30_000 })
        await page
          .getByRole('combobox', { name: componentTexts.directorySearch('Investor') })
          .fill(chosen.name)
        // The list answers the search before its row is picked: until then row 0 may still be the blank
        // query's first investor, a row that becomes a placeholder under the click.
        await page
          .getByRole('status')
          .filter({ hasText: componentTexts.directoryMatches(0, 1_000_000, 'Investor').replace(/^0 /, '') })
          .waitFor()
        await page.getByRole('option', { name: chosen.name, exact: true }).click()
        await page.getByRole('option', { name: chosen.name, exact: true, selected: true }).waitFor()
        await page.keyboard.press('Escape')
        await page.keyboard.press('Escape')
      } else {
        assert.equal(await page.getByRole('button', { name: /^Investors/ }).count(), 0, 'no investor picker')
      }
      const downloadCall = answered(page, answers('POST', endpoints.scheduleOfInvestmentsDownload.path()))
      const [scheduleFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
      ])
      const sent = (await downloadCall).request().postDataJSON()
      assert.deepEqual(
        { fundId: sent.fundId, reportingDate: sent.reportingDate, investorIds: sent.investorIds },
        {
          fundId: previous.fundId,
          reportingDate: previous.reportingDate,
          investorIds: chosen && [chosen.id],
        },
      )
      assert.match(scheduleFile.suggestedFilename(), /^Schedule of Investments_\d{8}\.xlsx$/)
      const accounts = (await workbookFirstCells(scheduleFile, 'Investor Account')).filter(Boolean)
      assert.ok(accounts.length > 0, 'the workbook lists investments')
      if (chosen) {
        const theirs = [...accountById.values()].filter((a) => a.investorId === chosen.id).map((a) => a.name)
        assert.deepEqual(
          accounts.filter((name) => !theirs.includes(name)),
          [],
          "only the chosen investor's accounts",
        )
      }
      await success(page, successTexts.reportGeneration).waitFor()

      // The drawer leads to the cash flows; an exact range asks for nothing until both ends are set.
      await openFromReportsDrawer(page, reportPaths.cashFlowActivity)
      await heading(page, cashFlowScreenTexts.title).waitFor()
      await page.getByRole('button', { name: new RegExp(`^${cashFlowScreenTexts.timeRange}`) }).click()
      await page.getByRole('option', { name: cashFlowTimeRangeLabels.EXACT_DATE_RANGE }).click()
      await page.getByText(cashFlowScreenTexts.chooseRange).waitFor()
      const choose = async (label, option) => {
        await page.getByRole('button', { name: new RegExp(`^${label}`) }).click()
        await page.getByRole('option', { name: option, exact: true }).click()
      }
      await choose(cashFlowScreenTexts.startYear, '2018')
      await choose(cashFlowScreenTexts.startQuarter, 'Jan. 1')
      await choose(cashFlowScreenTexts.endYear, '2025')
      const rangeCall = answered(page, answers('POST', endpoints.cashFlowReport.path()))
      await choose(cashFlowScreenTexts.endQuarter, 'Dec. 31')
      const rangeAnswer = await rangeCall
      const filter = rangeAnswer.request().postDataJSON()
      assert.equal(filter.timePeriod, 'EXACT_DATE_RANGE')
      assert.match(`${filter.startDate} ${filter.endDate}`, /^2018-01-01\S* 2025-12-31/)
      const rows = await rangeAnswer.json()
      await page.getByRole('heading', { name: cashFlowScreenTexts.chartTitle }).waitFor()
      await page.locator('[data-chart]').first().waitFor()
      await page.getByRole('table', { name: cashFlowScreenTexts.quarterTable }).waitFor()
      const [cashFlowFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
      ])
      assert.match(cashFlowFile.suggestedFilename(), /\.xlsx$/)
      const accountsOfRows = (await workbookFirstCells(cashFlowFile, 'Investor Account')).filter(Boolean)
      assert.equal(accountsOfRows.length, rows.length, 'the workbook holds the rows the screen shows')
      assert.equal(await errorScreen(page).count(), 0)
      assert.deepEqual(problems, [])
      await context.close()
    })
  }
})

describe('line-two reports end to end', () => {
  test('alpinvest: the three embedded reports draw charts of their own book, and EUR re-filters the account summary', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'alpinvest')
    await heading(page, 'Home').waitFor()
    const reports = [
      [reportLabels.portfolioPerformance, 'Performance by fund'],
      [reportLabels.diversificationAnalysis, 'Exposure by fund'],
      [accountSummaryTexts.title, 'Account summary in USD'],
    ]
    for (const [title, table] of reports) {
      await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
      const item = title === accountSummaryTexts.title ? reportLabels.accountSummary : title
      await page.getByRole('menuitem', { name: item, exact: true }).click()
      await agreeToAllTerms(page, { wait: 1000 })
      await heading(page, title).waitFor()
      // The report service's page, embedded by powerbi-client with the embed token, draws the persona's book.
      const frame = page.frameLocator(`iframe[title="${title}"]`)
      await frame.locator('.recharts-surface').first().waitFor({ timeout: 20_000 })
      await frame.getByRole('table', { name: table }).waitFor()
    }
    // The currency reaches the loaded report as a filter: the same document draws again in euros.
    const navigations = []
    page.on('framenavigated', (frame) => frame !== page.mainFrame() && navigations.push(frame.url()))
    await page.getByRole('button', { name: new RegExp(`^${reportScreenTexts.reportingCurrency}`) }).click()
    await page.getByRole('option', { name: 'EUR', exact: true }).click()
    await page
      .frameLocator(`iframe[title="${accountSummaryTexts.title}"]`)
      .getByRole('table', { name: 'Account summary in EUR' })
      .waitFor()
    assert.deepEqual(navigations, [], 'the report frame was not reloaded')
    assert.equal(await errorScreen(page).count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })
})

describe('fund profiles end to end', () => {
  const fundsButton = (page) => mainNav(page).getByRole('button', { name: navigationTabTexts.funds })
  const fundLinks = (page) => page.getByRole('list', { name: navigationTabTexts.funds }).getByRole('link')
  const scheduleTable = (page) => page.getByRole('table', { name: /summary investment schedule as of/ })

  for (const persona of ['investor', 'admin']) {
    test(`${persona}: every entitled fund opens from the Funds tab`, async () => {
      const { context, page, problems } = await newPortalPage(browser)
      await signIn(page, persona)
      await heading(page, 'Home').waitFor()
      await fundsButton(page).click()
      await fundLinks(page).first().waitFor()
      const names = await fundLinks(page).allTextContents()
      assert.ok(names.length > 0, 'the Funds tab lists the entitled funds')
      await page.keyboard.press('Escape')
      for (const name of names) {
        await fundsButton(page).click()
        await page.getByRole('searchbox').fill(name)
        await fundLinks(page).filter({ hasText: name }).first().click()
        await agreeToAllTerms(page, { wait: 1000 })
        await page.waitForURL(/\/fund-profile\//)
        await page.getByRole('heading', { level: 1, name }).waitFor()
        await scheduleTable(page).or(page.getByText(fundProfileTexts.noPeriods)).waitFor()
      }
      assert.equal(await errorScreen(page).count(), 0)
      assert.deepEqual(problems, [])
      await context.close()
    })
  }

  test('limited: the Funds tab is disabled and a fund link goes home', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'limited')
    await heading(page, 'Home').waitFor()
    assert.ok(await fundsButton(page).isDisabled(), 'no ViewFunds, so the tab is disabled')
    await page.goto(`${portalUrl}/fund-profile/101`)
    await heading(page, 'Home').waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('investor: search the Funds menu, change the period, export it, walk the tabs and step back and forward', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await fundsButton(page).click()
    const search = page.getByRole('searchbox')
    await search.pressSequentially('flagship partners')
    const matches = await fundLinks(page).allTextContents()
    assert.ok(matches.length > 0 && matches.every((name) => /flagship partners/i.test(name)))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await agreeToAllTerms(page, { wait: 1000 })
    await page.getByRole('heading', { level: 1, name: matches[0] }).waitFor()
    const profile = new URL(page.url()).pathname
    await scheduleTable(page).waitFor()

    // Every period call's date, kept from before the change: the first period's own call may still be on its way
    // (on a busy machine), so the change's call is the one for the date the address then names.
    const periodDates = []
    const periodCall = answers('GET', endpoints.fundReportingPeriod.path())
    page.on('response', (response) => {
      if (periodCall(response)) periodDates.push(new URL(response.url()).searchParams.get('reportingDate'))
    })
    const before = new URL(page.url()).searchParams.get('date')
    await page.getByRole('button', { name: new RegExp(`^${fundProfileTexts.period}`) }).click()
    await page.getByRole('option', { selected: false }).first().click()
    await page.waitForURL((url) => url.searchParams.get('date') !== before && url.searchParams.has('date'))
    const asked = new URL(page.url()).searchParams.get('date')
    await scheduleTable(page).getByRole('rowheader', { name: fundProfileTexts.totalInvestments }).waitFor()
    for (let wait = 0; wait < 50 && !periodDates.includes(asked); wait++) await page.waitForTimeout(100)
    assert.ok(periodDates.includes(asked), `the period asked for ${asked}: ${periodDates.join(', ')}`)

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(file.suggestedFilename(), /^Summary Investment Schedule_\d{8}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    assert.equal(workbook.worksheets[0].getRow(1).getCell(1).text, matches[0])
    assert.match(workbook.worksheets[0].getRow(2).getCell(1).text, new RegExp(asked ?? 'no date'))

    for (const name of fundProfileTabs.slice(1)) {
      await page.getByRole('tab', { name }).click()
      await page.getByRole('tab', { name, selected: true }).waitFor()
    }
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'documents')
    await gridRows(page.getByRole('table', { name: fundProfileTexts.documentsLabel(matches[0]) }))
      .first()
      .waitFor()

    await page.goBack()
    await page.getByRole('list', { name: fundProfileTexts.waterfallDiagram }).waitFor()
    await page.goBack()
    await page.getByRole('table', { name: fundProfileTexts.keyDatesCaption }).waitFor()
    await page.goForward()
    await page.getByRole('tab', { name: fundProfileTabs[2], selected: true }).waitFor()
    // A deep link opens its tab and period.
    await page.goto(`${portalUrl}${profile}?tab=key-dates`)
    await agreeToAllTerms(page, { wait: 1000 })
    await page.getByRole('table', { name: fundProfileTexts.keyDatesCaption }).waitFor()
    assert.equal(new URL(page.url()).pathname, profile)
    assert.equal(await errorScreen(page).count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })
})
