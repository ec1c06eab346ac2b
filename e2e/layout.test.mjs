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
import { shardSelector } from './lib/shards.mjs'
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

/**
 * e2e/run.mjs runs this file in shards (each persona's pages alone took over five minutes beside the fault matrix):
 * each test below is in one shard, in the order registered (lib/shards.mjs).
 */
const inThisShard = shardSelector()
const shardTest = (name, body) => (inThisShard() ? test(name, body) : undefined)
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
  [paths.capitalActivity]: pageTitleTexts.capitalActivity,
  [paths.exposure]: pageTitleTexts.exposure,
  [paths.commitments]: pageTitleTexts.commitments,
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

/** A new tab signed in as `persona` with every term agreed, its page errors collected (closed if it fails). */
async function signedIn(persona, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions })
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await signIn(page, persona)
    await settle(page)
    await agreeToAllTerms(page)
  } catch (error) {
    await context.close()
    throw error
  }
  return { context, page, errors }
}

describe('the assembled portal at every width', () => {
  const titles = new Map()

  for (const persona of PERSONAS) {
    shardTest(
      `${persona}: every page at 320–1,440 px fits the width, has its own title and no axe violation`,
      async () => {
        const { context, page, errors } = await signedIn(persona, { bypassCSP: true })
        try {
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
      },
    )
  }
})

// Every page with figures (home's tiles, the reports' tables, a fund's profile) at every width from 320 to
// 1,920 px in 10 px steps: no figure is cut off, and the page does not scroll sideways. Each page is opened once
// and then resized through the sweep; at each width one evaluation checks everything.
const SWEEP_WIDTHS = Array.from({ length: (1920 - 320) / 10 + 1 }, (_, index) => 320 + index * 10)
// Home last: its portfolio shows figures once a report's terms are accepted.
const FIGURE_PAGES = [
  paths.capitalAccountStatement,
  paths.accountSummary,
  paths.scheduleOfInvestments,
  paths.cashFlowActivity,
  paths.home,
]

/**
 * At the page's present width: how far it scrolls sideways, and each element holding a figure whose text does
 * not fit it. A figure is an element marked data-figure (a tile's figure, a report table's number), or a dd or td
 * whose text is a number ('1,234.5', '(12)', '1.52x', '8.0%', '1,000,000 USD'). It is cut off when it clips its
 * text (overflow hidden or clip, or an ellipsis); a table cell's text that runs over its edge (onto the next
 * cell) counts too, and so does another figure's that runs out of every box around it, unless a box on the way
 * clips it (cut off) or scrolls (the reader can scroll to it). Waits two frames first, so what the resize set off
 * (resize observers, container and media queries) is drawn.
 */
function figureProblemsNow() {
  const NUMBER = /^\(?-?[\d.,\s]*\d[\d.,\s]*(x|%)?\)?(\s[A-Z]{3})?$/
  const overflowOf = (element) => getComputedStyle(element).overflowX
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const root = document.documentElement
        const width = root.clientWidth
        const problems = []
        const by = root.scrollWidth - width
        if (by > 0) {
          const outside = (element) => element.getBoundingClientRect().right > width + 1
          const culprits = [...document.querySelectorAll('body *')]
            .filter((element) => outside(element) && ![...element.children].some(outside))
            .slice(0, 3)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
            )
          problems.push(`scrolls sideways by ${by}px (${culprits.join('; ')})`)
        }
        let figures = 0
        for (const element of document.querySelectorAll('main [data-figure], main dd, main td')) {
          const text = (element.textContent ?? '').trim()
          if (!element.hasAttribute('data-figure') && !NUMBER.test(text)) continue
          figures++
          if (element.scrollWidth <= element.clientWidth) continue
          const style = getComputedStyle(element)
          let how = null
          if (style.overflowX !== 'visible')
            how = ['hidden', 'clip'].includes(style.overflowX)
              ? style.textOverflow === 'ellipsis'
                ? 'ellipsised'
                : 'clipped'
              : null
          else if (element.tagName === 'TD') how = 'runs over its cell'
          else {
            let frame = element.parentElement
            while (frame !== document.body && overflowOf(frame) === 'visible') frame = frame.parentElement
            const overflow = frame === document.body ? 'visible' : overflowOf(frame)
            how = ['auto', 'scroll'].includes(overflow)
              ? null
              : overflow === 'visible'
                ? 'spills out'
                : 'clipped'
          }
          if (how) problems.push(`${element.tagName.toLowerCase()} '${text.slice(0, 40)}' ${how}`)
        }
        resolve({ problems, figures })
      }),
    ),
  )
}

/** '510, 720–730, 1,130–1,170 px': the widths of a sweep a problem showed at, runs of steps joined. */
function widthRuns(widths) {
  const runs = []
  for (const width of widths) {
    const run = runs.at(-1)
    if (run && width - run[1] === 10) run[1] = width
    else runs.push([width, width])
  }
  const shown = (width) => width.toLocaleString('en-US')
  return `${runs.map(([from, to]) => (from === to ? shown(from) : `${shown(from)}–${shown(to)}`)).join(', ')} px`
}

/**
 * Signs the persona in, then opens each page the pages function gives (from the signed-in page) and sweeps it:
 * every problem found, as it showed first, with the widths it showed at.
 */
async function sweepFigures(persona, pagesOf) {
  const { context, page, errors } = await signedIn(persona)
  try {
    const problems = new Map()
    const started = performance.now()
    const pages = await pagesOf(page)
    for (const { path, sweep = true } of pages) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openInApp(page, path)
      if (await page.getByRole('dialog').count()) await agreeToAllTerms(page)
      await settle(page)
      assert.equal(new URL(page.url()).pathname, path)
      if (!sweep) continue
      let fewest = Infinity
      for (const width of SWEEP_WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const found = await page.evaluate(figureProblemsNow)
        fewest = Math.min(fewest, found.figures)
        for (const problem of found.problems) {
          // A sideways scroll is one problem whatever its size; the first width's details are kept.
          const key = `${path}: ${problem.replace(/ by \d+px \(.*\)$/, '')}`
          const seen = problems.get(key) ?? { first: `${persona} ${path}: ${problem}`, widths: [] }
          problems.set(key, { ...seen, widths: [...seen.widths, width] })
        }
      }
      assert.ok(fewest > 0, `${persona} ${path} shows figures at every width`)
    }
    const seconds = (performance.now() - started) / 1000
    const swept = pages.filter(({ sweep = true }) => sweep).length
    console.log(`# ${persona}: ${SWEEP_WIDTHS.length} widths on ${swept} pages in ${seconds.toFixed(1)} s`)
    assert.deepEqual(errors, [])
    return [...problems.values()].map(({ first, widths }) => `${first} at ${widthRuns(widths)}`)
  } finally {
    await context.close()
  }
}

describe('no figure is cut off at any width from 320 to 1,920 px, nor does its page scroll sideways', () => {
  shardTest("investor: a fund's profile, the reports and home", async () => {
    const problems = await sweepFigures('investor', async (page) => {
      await mainNav(page).getByRole('button', { name: navigationTabTexts.funds }).click()
      const fund = await page.locator('a[href^="/fund-profile/"]').first().getAttribute('href')
      await page.keyboard.press('Escape')
      return [fund, ...FIGURE_PAGES].map((path) => ({ path }))
    })
    assert.deepEqual(problems, [])
  })

  // The administrator's 48 funds: home's longest figures ('143,323,431,296'). A report first, for its terms.
  shardTest("admin: home's figures", async () => {
    const problems = await sweepFigures('admin', async () => [
      { path: paths.capitalAccountStatement, sweep: false },
      { path: paths.home },
    ])
    assert.deepEqual(problems, [])
  })
})

shardTest('a reader who asks for reduced motion gets no transitions or animations', async () => {
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
