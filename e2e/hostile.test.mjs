import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import ICAL from 'ical.js'
import { unzipSync } from 'fflate'
import { readFile } from 'node:fs/promises'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import {
  accountList,
  agreeToAllTerms,
  agreeUntilViewer,
  answered,
  answers,
  documentsGrid,
  gridRows,
  openRequestList,
  startInvestorRequest,
  success,
} from './lib/portal.mjs'
import { hostileCorpus, hostileEventId, hostileFundType } from '../mocks/hostile.ts'
import { ENTITY_TYPES } from '../src/domain/entities/entitlements.ts'
import { reportPaths } from '../src/domain/navigation.ts'
import {
  accountSummaryTexts,
  calendarScreenTexts,
  calendarTexts,
  cashFlowScreenTexts,
  componentTexts,
  dataGridTexts,
  documentTexts,
  documentViewerTexts,
  EXPORT_AS_EXCEL,
  fundProfileTabs,
  investorRequestTexts,
  investorRequestTypeLabels,
  profileTexts,
  reportScreenTexts,
  successTexts,
  termsDialogTexts,
} from './lib/texts.mjs'
import { endpoints } from './lib/endpoints.mjs'

/**
 * Hostile input (mocks/hostile.ts) written by the provider into term texts, document titles, fund names, group
 * names and events: nothing runs (no script, no handler, no javascript: link, no alert), no element is
 * injected, and the layout keeps its width.
 */
let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(async () => {
  await provider.reset()
  await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
})

async function assertNothingRan(page, problems) {
  assert.equal(await page.evaluate(() => window.__pwned ?? null), null, 'no hostile script ran')
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        '#root script, #root svg script, #root img[onerror], [onload], a[href^="javascript:"]',
      ).length,
  )
  assert.equal(injected, 0, 'no hostile element was injected')
  assert.deepEqual(problems, [], 'no alert and no page error')
}

async function assertLayoutHolds(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 1, `the page does not scroll sideways (${overflow}px too wide)`)
}

describe('hostile input', () => {
  test('term texts are shown safely and can still be accepted', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByText('=HYPERLINK(', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    while (await dialog.isVisible())
      await dialog.getByRole('button', { name: termsDialogTexts.agree }).click()
    await heading(page, 'Home').waitFor()
    await assertNothingRan(page, problems)
    await context.close()
  })

  test('document titles, fund and group names render as text without breaking the page', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const started = Date.now()
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    await page.getByText('Quarterly Report', { exact: false }).first().waitFor()
    // The fourth title is the corpus's 1 MiB string (mocks/hostile.ts): shown, clipped, in bounded time.
    const huge = documentsGrid(page)
      .getByText(/^Megabyte Capital Capital/)
      .first()
    await huge.waitFor()
    const box = await huge.boundingBox()
    assert.ok(box && box.height < 200, `the 1 MiB title is clipped (${box?.height}px high)`)
    console.log(`documents with the 1 MiB title shown ${Date.now() - started} ms after sign-in began`)
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Funds' }).click()
    await page.getByText('Capital Call Notice', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    await page.keyboard.press('Escape')

    await page
      .getByRole('banner')
      .getByRole('combobox')
      .or(page.getByRole('banner').getByRole('button', { name: /All Investor Accounts/ }))
      .first()
      .click()
    // The account selector's groups (the first is the corpus's fourth string); hidden tooltips name it too.
    await page.getByText('Tax Letter', { exact: false }).filter({ visible: true }).first().waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })
})

describe('hostile document titles in the viewer', () => {
  test('PDFs with hostile titles open in the viewer: the title is text in its heading and in the PDF, and their download is safely named', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await page.setViewportSize({ width: 412, height: 900 })
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    const links = documentsGrid(page).locator('tbody a[href*="preview="]')
    await links.first().waitFor()
    let opened = 0
    for (let index = 0; opened < 3 && index < (await links.count()); index++) {
      const link = links.nth(index)
      const title = (await link.textContent()) ?? ''
      // The 1 MiB title is the grid's test above; a PDF of it is not written here.
      if (title.length > 2_000) continue
      await link.click()
      const dialog = await agreeUntilViewer(page)
      await dialog.locator('[data-page="1"][data-drawn]').waitFor()
      assert.equal(await dialog.getByRole('heading', { level: 2 }).textContent(), title)
      await assertNothingRan(page, problems)
      await assertLayoutHolds(page)
      const saved = page.waitForEvent('download')
      await dialog.getByRole('button', { name: documentViewerTexts.download }).click()
      assert.match((await saved).suggestedFilename(), SAFE_NAME)
      await page.goBack()
      await dialog.waitFor({ state: 'detached' })
      opened += 1
    }
    assert.equal(opened, 3)
    await context.close()
  })
})

describe('hostile input in the calendar', () => {
  test('event titles, descriptions, locations and planners render as text in both views, the event page and its calendar file', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/my-calendar')
    const list = page.getByRole('list', { name: calendarScreenTexts.eventsLabel })
    await list.getByRole('heading', { name: hostileCorpus[0], exact: true }).waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    await page.getByRole('tab', { name: calendarTexts.calendarView }).click()
    await page.getByRole('grid').waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    // EVT-2401 carries the corpus's second to sixth strings: title, description, location, planner's names; its
    // id ends in a NEL and an ATTENDEE line, and its planner's address in an ATTENDEE line of its own.
    const eventId = hostileEventId('EVT-2401', 1)
    await page.goto(page.url().replace(/\/my-calendar.*$/, `/my-calendar/${encodeURIComponent(eventId)}`))
    await heading(page, hostileCorpus[1]).waitFor()
    await page.getByText(hostileCorpus[2], { exact: true }).waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: calendarScreenTexts.addToCalendar }).click(),
    ])
    assert.match(download.suggestedFilename(), SAFE_NAME)
    assert.ok(download.suggestedFilename().endsWith('.ics'))
    const vevent = new ICAL.Component(
      ICAL.parse(await readFile(await download.path(), 'utf8')),
    ).getFirstSubcomponent('vevent')
    const event = new ICAL.Event(vevent)
    assert.equal(event.summary, hostileCorpus[1])
    assert.equal(event.description, hostileCorpus[2])
    assert.equal(event.location, hostileCorpus[3])
    assert.equal(vevent.getAllSubcomponents('vevent').length, 0)
    // One event, its UID of safe characters, and no line that the id or the address added.
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')))
    assert.equal(calendar.getAllSubcomponents('vevent').length, 1)
    assert.match(String(vevent.getFirstPropertyValue('uid')), /^[A-Za-z0-9._-]+$/)
    assert.deepEqual(
      vevent
        .getAllProperties()
        .map((property) => property.name)
        .filter((name) => ['attendee', 'x-injected'].includes(name)),
      [],
    )
    await context.close()
  })
})

describe('hostile input on the profile and in investor requests', () => {
  test('group and account names render as text in the group editor and the request dialog; a hostile message goes as typed', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/profile?group=900')
    await heading(page, profileTexts.title).waitFor()
    await accountList(page).getByRole('option').first().waitFor()
    const names = await accountList(page).getByRole('option').allTextContents()
    assert.ok(names.some((name) => hostileCorpus.some((text) => text && name.includes(text))))
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    const dialog = await startInvestorRequest(page, investorRequestTypeLabels['update-wire-instructions'])
    await (
      await openRequestList(page, dialog, investorRequestTexts.funds)
    )
      .getByRole('option')
      .first()
      .click()
    await page.keyboard.press('Escape')
    await openRequestList(page, dialog, investorRequestTexts.accounts)
    await assertNothingRan(page, problems)
    await page.keyboard.press('Escape')

    const message = hostileCorpus[1]
    await dialog.getByRole('button', { name: new RegExp(`^${investorRequestTexts.requestType}`) }).click()
    await page
      .getByRole('option', { name: investorRequestTypeLabels['no-data-request'], exact: true })
      .click()
    await dialog.getByRole('textbox', { name: investorRequestTexts.message }).fill(message)
    await dialog.getByRole('button', { name: investorRequestTexts.send }).click()
    await success(page, successTexts.investorRequestSent).waitFor()
    const [sent] = (await provider.requests()).filter((r) => r.path === endpoints.investorRequest.path())
    assert.equal(sent.body.request, message.trim(), 'the message is sent as typed')
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })
})

describe('hostile input in reports', () => {
  test('fund and investor account names render as text in the report tables, headings and filter menus', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', reportPaths.capitalAccountStatement)
    await agreeToAllTerms(page, { wait: 3000 })
    const statement = page.getByRole('table', { name: /capital account statement$/ }).first()
    await statement.waitFor()
    await page
      .getByRole('region', { name: reportScreenTexts.filtersLabel })
      .getByRole('button', { name: new RegExp(`^${reportScreenTexts.funds}`) })
      .click()
    await page.getByRole('option').first().waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await page.keyboard.press('Escape')

    await page.goto(page.url().replace(reportPaths.capitalAccountStatement, reportPaths.accountSummary))
    await agreeToAllTerms(page, { wait: 3000 })
    const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
    await summary.getByText('Quarterly Report', { exact: false }).first().waitFor()
    await page.getByRole('button', { name: new RegExp(`^${reportScreenTexts.investorAccount}`) }).click()
    await page.getByRole('option').nth(1).waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })

  test("fund types render as text in the account summary's fund-type buttons and subtotal rows, open or collapsed", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', reportPaths.accountSummary)
    await agreeToAllTerms(page, { wait: 3000 })
    const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
    for (const fundType of ENTITY_TYPES.map(hostileFundType)) {
      const disclosure = summary.getByRole('button', {
        name: accountSummaryTexts.fundTypeFunds(fundType),
        exact: true,
      })
      assert.equal(await disclosure.textContent(), fundType, 'the fund type is the button text, as sent')
      const subtotal = summary.getByRole('rowheader', {
        name: accountSummaryTexts.subtotalUSD(fundType),
        exact: true,
      })
      assert.equal(await subtotal.textContent(), accountSummaryTexts.subtotalUSD(fundType))
      await disclosure.click()
      assert.equal(await disclosure.getAttribute('aria-expanded'), 'false')
      await subtotal.waitFor()
    }
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })

  test('company names of the schedule of investments render as text in the table', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', reportPaths.scheduleOfInvestments)
    await agreeToAllTerms(page, { wait: 3000 })
    const schedule = page.getByRole('table', { name: /schedule of investments$/ })
    // The corpus names each company from its own name (as FPSIS does): one of its words shows once it is there.
    await schedule
      .getByText(/Statement|Report|Notice|Letter/)
      .first()
      .waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })

  test("a fund profile's name, facts, heads and companies render as text, and its workbook keeps them as text", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/fund-profile/101')
    await agreeToAllTerms(page, { wait: 3000 })
    const schedule = page.getByRole('table', { name: /summary investment schedule as of/ })
    await schedule.getByText('Statement', { exact: false }).first().waitFor()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(file.suggestedFilename(), /^[\w ()-]*\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const cells = []
    workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell)))
    assert.ok(
      cells.some((cell) => String(cell.value).includes('Statement')),
      'the companies are in the file',
    )
    assert.equal(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula).length, 0, 'no formulas')
    for (const tab of fundProfileTabs.slice(1)) {
      await page.getByRole('tab', { name: tab }).click()
      await page.getByRole('tabpanel').waitFor()
      await assertNothingRan(page, problems)
      await assertLayoutHolds(page)
    }
    await context.close()
  })

  test("investor names of the schedule of investments' investor picker render as text, and are searchable", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin', reportPaths.scheduleOfInvestments)
    await agreeToAllTerms(page, { wait: 3000 })
    await page.getByRole('table', { name: /schedule of investments$/ }).waitFor()
    await page.getByRole('button', { name: /^Investors/ }).click()
    const status = page
      .getByRole('status')
      .filter({ hasText: componentTexts.directorySize(1_000_000, 'Investor') })
    await status.waitFor({ timeout: 30_000 })
    // The first names are the corpus: markup shows as its own text, in rows as wide as the popup.
    const firstName = page.getByRole('option').first()
    assert.equal(await firstName.textContent(), '<script>window.__pwned = "script"</script>Quarterly Report')
    await page.getByRole('combobox', { name: componentTexts.directorySearch('Investor') }).fill('<img src=x')
    // The list answers the search before a row is picked: until then a row may still be the blank query's,
    // becoming a placeholder under the click. Many investors share the name (the corpus cycles): the first is picked.
    await page
      .getByRole('status')
      .filter({ hasText: componentTexts.directoryMatches(0, 1_000_000, 'Investor').replace(/^0 /, '') })
      .waitFor()
    const picked = { name: hostileCorpus[1], exact: true }
    await page.getByRole('option', picked).first().click()
    await page
      .getByRole('option', { ...picked, selected: true })
      .first()
      .waitFor()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: `Remove <img src=x onerror="window.__pwned = 'img'">Capital Call Notice` })
      .waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })

  test('fund and account names of the cash flow activity render as text in menus, chart and table, and filter it', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    // This year's flows: all of them, with the corpus's long names, pass the journeys' 2 MB answer cap.
    await signIn(page, 'investor', `${reportPaths.cashFlowActivity}?range=SINCE_BEGINNING_OF_YEAR`)
    await agreeToAllTerms(page, { wait: 3000 })
    const grid = page.getByRole('table', { name: /cash flow activity$/ })
    await grid.waitFor()
    // The chart's tooltip, over the first quarter with flows.
    const chart = page.locator('[data-chart]').first()
    await chart.hover({ position: { x: 120, y: 100 } })
    await page.locator('[data-chart-tooltip]').getByText(cashFlowScreenTexts.cumulativeNet).waitFor()
    await assertNothingRan(page, problems)

    // Another fund, then one of its hostile accounts: the provider finds both by the names it gave.
    const filters = page.getByRole('region', { name: cashFlowScreenTexts.title })
    await filters.getByRole('button', { name: new RegExp(`^${cashFlowScreenTexts.fund}`) }).click()
    const nextFund = answered(page, answers('POST', endpoints.cashFlowReport.path()))
    await page.getByRole('option', { selected: false }).first().click()
    assert.equal((await nextFund).status(), 200)
    await filters
      .getByRole('button', { name: new RegExp(`^${cashFlowScreenTexts.investorAccounts}`) })
      .click()
    const oneAccount = answered(page, answers('POST', endpoints.cashFlowReport.path()))
    await page.getByRole('option').nth(1).click()
    const answer = await oneAccount
    assert.equal(answer.status(), 200)
    assert.equal(answer.request().postDataJSON().investors.length, 1)
    await page.keyboard.press('Escape')
    await grid.waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(download.suggestedFilename(), SAFE_NAME)
    await cellsOfNeutralisedWorkbook(download)
    await context.close()
  })

  test('fund names in the embedded line-two reports render as text inside their frame', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'alpinvest', reportPaths.portfolioPerformance)
    await agreeToAllTerms(page, { wait: 3000 })
    const frame = page.frameLocator('iframe[title="Portfolio Performance"]')
    const table = frame.getByRole('table', { name: 'Performance by fund' })
    await table.waitFor({ timeout: 20_000 })
    await frame.locator('.recharts-surface').first().waitFor()
    const names = await table.locator('tbody th').allTextContents()
    assert.ok(
      names.filter((name) => hostileCorpus.includes(name)).length >= 3,
      'the corpus reached the report, as text',
    )
    const report = page.frames().find((candidate) => candidate.url().includes('/mocks/reports/'))
    assert.ok(report, 'the report frame')
    assert.equal(await report.evaluate(() => window.__pwned ?? null), null, 'nothing ran in the report')
    assert.equal(
      await report.evaluate(
        () => document.querySelectorAll('script:not([src]), img[onerror], [onload]').length,
      ),
      0,
      'nothing was injected into the report',
    )
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })

  for (const path of [reportPaths.capitalAccountStatement, reportPaths.accountSummary]) {
    test(`the workbook of ${path} is saved under a safe name, its hostile names neutralised`, async () => {
      const { context, page, problems } = await newPortalPage(browser)
      await signIn(page, 'investor', path)
      await agreeToAllTerms(page, { wait: 3000 })
      await page.getByRole('table').first().waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
      ])
      assert.match(download.suggestedFilename(), SAFE_NAME)
      const texts = await cellsOfNeutralisedWorkbook(download)
      if (path === reportPaths.accountSummary)
        assert.ok(
          texts.includes(`'${hostileFundType('Managed Account')}`),
          'the fund types of the subtotals are there, neutralised',
        )
      await assertNothingRan(page, problems)
      await context.close()
    })
  }
})

/** A saved workbook's text cells, once it is checked that none is a formula or reads as one in a spreadsheet. */
async function cellsOfNeutralisedWorkbook(download) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await download.path()))
  const cells = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell))))
  assert.deepEqual(
    cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula).map((cell) => cell.address),
    [],
    'no formula cell',
  )
  const texts = cells.map((cell) => cell.value).filter((value) => typeof value === 'string')
  // A formula's first character (ASCII or full-width), also after white space, control or format characters.
  assert.deepEqual(
    texts.filter((text) => /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(text)),
    [],
    'no text a spreadsheet would read as a formula',
  )
  return texts
}

/** What a saved file name may hold (spec §5): letters, digits, underscore, space, ' (n)', one extension. */
const SAFE_NAME = /^[\p{L}\p{Nd}_ ]+( \(\d+\))?(\.[A-Za-z0-9]{1,10})?$/u
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8')

describe('hostile input in files', () => {
  test('the Excel export keeps hostile titles as neutralised text, under a safe name', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    await gridRows(documentsGrid(page)).first().waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(download.suggestedFilename(), SAFE_NAME)
    const texts = await cellsOfNeutralisedWorkbook(download)
    assert.ok(
      texts.some((text) => text.startsWith("'=HYPERLINK(")),
      'the hostile title is there, neutralised',
    )
    await assertNothingRan(page, problems)
    await context.close()
  })

  test('a zip of documents with hostile titles has safe, short, distinct entry names', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    const rows = gridRows(documentsGrid(page))
    await rows.first().waitFor()
    // The first page (50 rows) carries the corpus's first fifty strings as titles (the 1 MiB one in place of the
    // fourth); the names the provider sends come from anywhere in it, object keys like '__proto__' included.
    await page.getByRole('checkbox', { name: dataGridTexts.selectAllRows }).check()
    const downloading = page.waitForEvent('download', { timeout: 60_000 })
    await page.getByRole('button', { name: documentTexts.downloadSelected }).click()
    await agreeToAllTerms(page, { wait: 1000 })
    const download = await downloading
    assert.match(download.suggestedFilename(), /^Documents_\d{8}\.zip$/)
    // Names read through unzipSync's filter: its result is a plain object, on which '__proto__' is no key.
    const names = []
    unzipSync(new Uint8Array(await readFile(await download.path())), {
      filter: (file) => (names.push(file.name), false),
    })
    assert.equal(names.length, 50)
    for (const name of names) {
      assert.match(name, SAFE_NAME, `unsafe entry name ${JSON.stringify(name.slice(0, 80))}`)
      // 'CON.pdf' and the like cannot be saved on Windows.
      assert.doesNotMatch(name.replace(/\.[^.]*$/, ''), /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i)
      assert.ok(utf8Bytes(name) <= 255, `entry name of ${utf8Bytes(name)} bytes`)
    }
    assert.equal(new Set(names.map((name) => name.toLowerCase())).size, names.length, 'names are distinct')
    await assertNothingRan(page, problems)
    await context.close()
  })
})
