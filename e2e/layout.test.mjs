import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { paths } from '../src/domain/paths.ts'
import { launch, provider, signIn } from './lib/browser.mjs'
import {
  axeViolations,
  openInApp,
  settle,
  sidewaysOverflow,
  unlabelledScrollingTables,
} from './lib/pageChecks.mjs'
import { agreeToAllTerms, mainNav } from './lib/portal.mjs'
import {
  capitalAccountStatementTexts,
  componentTexts,
  cashFlowScreenTexts,
  dataRoomTexts,
  documentTitle,
  documentsScreenTexts,
  footerTexts,
  fundProfileTexts,
  helpTexts,
  homeTexts,
  navigationTabTexts,
  pageTitleTexts,
  profileTexts,
  reportLabels,
  scheduleOfInvestmentsScreenTexts,
  userMenuTexts,
  utilityMenuTexts,
} from './lib/texts.mjs'

// The assembled portal (header, navigation, footer and page together), for the personas whose pages differ, at
// a phone (320, 412), the narrowest width with tabs in a row (720), a tablet (768) and a desktop (1,440). WCAG
// 1.4.10: nothing scrolls sideways from 320 up.
const PERSONAS = ['investor', 'alpinvest', 'admin']
const WIDTHS = [1440, 768, 720, 412, 320]
const AXE_WIDTHS = new Set([320, 768, 1440])

/** Each route's title (the document title's first part), as the spec's screens name their pages. */
const routeTitles = {
  [paths.home]: homeTexts.title,
  [paths.documents]: documentsScreenTexts.title,
  [paths.profile]: profileTexts.title,
  [paths.dataRooms]: dataRoomTexts.title,
  [paths.accountSummary]: footerTexts.accountSummary,
  [paths.accountSummaryAlpInvest]: footerTexts.accountSummaryLineTwo,
  [paths.capitalAccountStatement]: capitalAccountStatementTexts.title,
  [paths.scheduleOfInvestments]: scheduleOfInvestmentsScreenTexts.title,
  [paths.cashFlowActivity]: cashFlowScreenTexts.title,
  [paths.portfolioPerformance]: reportLabels.portfolioPerformance,
  [paths.diversificationAnalysis]: reportLabels.diversificationAnalysis,
  [paths.administration]: utilityMenuTexts.administration,
  [paths.administrationReports]: navigationTabTexts.reports,
  [paths.impersonate]: userMenuTexts.impersonateUser,
  [paths.insightsHub]: navigationTabTexts.globalInsights,
  [paths.calendar]: navigationTabTexts.myCalendar,
  [paths.help]: helpTexts.title,
}

/** Pages about one item: their title is the item's name (the page's heading) before the route's title. */
const itemTitles = [
  [/^\/fund-profile\/[^/]+$/, fundProfileTexts.title],
  [/^\/data-rooms\/[^/]+$/, pageTitleTexts.dataRoom],
  [/^\/my-calendar\/[^/]+$/, pageTitleTexts.event],
]

async function expectedTitle(page, pathname) {
  if (routeTitles[pathname]) return documentTitle(routeTitles[pathname])
  const item = itemTitles.find(([pattern]) => pattern.test(pathname))
  assert.ok(item, `${pathname} is a page of the route table`)
  return documentTitle(await page.locator('main h1').first().innerText(), item[1])
}

/** The first link of the current page's main content to a page under `base`, or null. */
const firstLinkUnder = (page, base) =>
  page
    .locator(`main a[href^="${base}/"]`)
    .first()
    .getAttribute('href', { timeout: 3000 })
    .catch(() => null)

/** Every page the persona can reach: the route table's paths, and one of each item page it has. */
async function pagesOf(page) {
  const pages = [...Object.keys(routeTitles)]
  await openInApp(page, paths.dataRooms)
  const room = await firstLinkUnder(page, paths.dataRooms)
  await openInApp(page, paths.calendar)
  const event = await firstLinkUnder(page, paths.calendar)
  let fund = null
  const funds = mainNav(page).getByRole('button', { name: navigationTabTexts.funds })
  if ((await funds.count()) && (await funds.isEnabled())) {
    await funds.click()
    fund = await page.locator('a[href^="/fund-profile/"]').first().getAttribute('href')
    await page.keyboard.press('Escape')
  }
  return [...pages, room, event, fund].filter(Boolean)
}

let browser
before(async () => {
  browser = await launch()
  await provider.reset()
})
after(async () => browser?.close())

describe('the assembled portal at every width', () => {
  const titles = new Map()

  for (const persona of PERSONAS) {
    test(`${persona}: every page at 320–1,440 px fits the width, has its own title and no axe violation`, async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
      context.setDefaultTimeout(15_000)
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      try {
        await signIn(page, persona)
        await settle(page)
        await agreeToAllTerms(page)
        const pages = await pagesOf(page)
        const problems = []
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          for (const path of pages) {
            await openInApp(page, path)
            // The first visit of a report or fund asks for its terms.
            if (await page.getByRole('dialog').count()) await agreeToAllTerms(page)
            await settle(page)
            const landed = new URL(page.url()).pathname
            const where = `${persona} ${path}${landed === path ? '' : ` → ${landed}`} at ${width}`
            const overflow = await sidewaysOverflow(page)
            if (overflow.by > 0)
              problems.push(
                `${where}: scrolls sideways by ${overflow.by}px (${overflow.culprits.join('; ')})`,
              )
            for (const table of await unlabelledScrollingTables(page))
              problems.push(`${where}: '${table}' scrolls sideways outside a labelled region`)
            const title = await page.title()
            const expected = await expectedTitle(page, landed)
            if (title !== expected) problems.push(`${where}: titled '${title}', not '${expected}'`)
            if (titles.has(title) && titles.get(title) !== landed)
              problems.push(`${where}: shares its title with ${titles.get(title)}`)
            titles.set(title, landed)
            if (AXE_WIDTHS.has(width))
              for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`)
          }
        }
        assert.deepEqual(problems, [])
        assert.deepEqual(errors, [])
      } finally {
        await context.close()
      }
    })
  }
})

test('a reader who asks for reduced motion gets no transitions or animations', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion })
    const page = await context.newPage()
    try {
      await signIn(page, 'investor', paths.capitalAccountStatement)
      // The report asks its terms before it draws its heading: whichever comes first.
      await agreeToAllTerms(page, { until: page.locator('main h1') })
      await settle(page)
      // The reports drawer slides open and shut when the reader toggles it, unless they asked for less motion.
      const drawer = page.getByRole('complementary', { name: componentTexts.reportsDrawer })
      await drawer.getByRole('button', { name: componentTexts.collapseDrawer }).click()
      const transition = await drawer.evaluate((element) => getComputedStyle(element).transitionProperty)
      assert.equal(transition, reducedMotion === 'reduce' ? 'none' : 'width', reducedMotion)
    } finally {
      await context.close()
    }
  }
})
