import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { documentFileName } from '../src/domain/files.ts'
import { pathPattern } from '../mocks/faults.ts'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import {
  anyWarning,
  agreeToAllTerms,
  documentsGrid,
  errorScreen,
  gridRows,
  homeLink,
  success,
} from './lib/portal.mjs'
import {
  attentionTexts,
  componentTexts,
  dataGridTexts,
  documentsScreenTexts,
  homeTexts,
  rejectionTexts,
  successTexts,
  warningTexts,
} from './lib/texts.mjs'
import { callName, endpoints, faultKinds, faultOf } from './lib/endpoints.mjs'

/**
 * Home's 'What needs attention' against the production build and the standalone provider: the recent
 * unread documents downloaded from home (the file, its name, the read mark in the provider's log), an event
 * opened from home, and the fault matrix's rows for the two calls home now makes.
 */
let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const attention = (page) => page.getByRole('region', { name: attentionTexts.heading })
const unreadList = (page) => attention(page).getByRole('list', { name: attentionTexts.unreadList })
const eventsList = (page) => attention(page).getByRole('list', { name: attentionTexts.eventsList })
/** The rest of home: the featured video's panel with its disclaimer. */
const restOfHome = (page) => page.getByRole('heading', { name: homeTexts.disclaimerTitle }).waitFor()

async function onHome(persona = 'investor') {
  const { context, page, problems } = await newPortalPage(browser)
  await signIn(page, persona, '/')
  await heading(page, homeTexts.title).waitFor()
  return { context, page, problems }
}

describe('home: what needs attention', () => {
  test('the investor downloads a recent unread document from home: the file, its name, the read mark', async () => {
    const { context, page, problems } = await onHome()
    try {
      await unreadList(page).getByRole('listitem').nth(4).waitFor()
      assert.equal(await unreadList(page).getByRole('listitem').count(), 5)
      const button = unreadList(page)
        .getByRole('button', { name: /^Download / })
        .first()
      const title = (await button.getAttribute('aria-label')).slice(dataGridTexts.download('').length)

      const downloading = page.waitForEvent('download')
      await button.click()
      await agreeToAllTerms(page)
      const file = await downloading
      const name = file.suggestedFilename()
      const extension = name.slice(name.lastIndexOf('.') + 1)
      // §5: letters, digits, underscore and space only, named by the provider or by the title.
      assert.equal(name, documentFileName(title, extension))
      await success(page, successTexts.documentDownload).waitFor()

      // The read mark reached the provider, and the document left the list.
      await unreadList(page)
        .getByRole('button', { name: dataGridTexts.download(title), exact: true })
        .waitFor({
          state: 'detached',
        })
      const reads = (await provider.requests()).filter(
        (request) =>
          request.method === 'POST' && /\/documents\/v1\/users\/[^/]+\/read\/true$/.test(request.path),
      )
      assert.equal(reads.length, 1, 'one read mark')
      // The unread filter of the documents screen no longer lists it after a reload.
      await attention(page).getByRole('link', { name: attentionTexts.allUnread }).click()
      await heading(page, documentsScreenTexts.title).waitFor()
      assert.match(page.url(), /\/documents\?(.*&)?status=Unread/)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })

  test('an event link on home opens its event page', async () => {
    const { context, page, problems } = await onHome()
    try {
      const link = eventsList(page).getByRole('link').first()
      await link.waitFor()
      assert.equal(await eventsList(page).getByRole('link').count(), 3)
      const title = (await link.textContent()).trim()
      const href = await link.getAttribute('href')
      await link.click()
      await page.waitForURL((url) => url.pathname === href)
      await heading(page, title).waitFor()
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})

describe('home: what needs attention with hostile names', () => {
  test('hostile titles, fund names and event titles render as text at 320 px; nothing runs or scrolls sideways', async () => {
    await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
    const { context, page, problems } = await newPortalPage(browser)
    try {
      await page.setViewportSize({ width: 320, height: 800 })
      await signIn(page, 'investor', '/')
      await heading(page, homeTexts.title).waitFor()
      await unreadList(page).getByRole('listitem').nth(4).waitFor()
      await eventsList(page).getByRole('listitem').nth(2).waitFor()
      // The corpus's 1 MiB title, if listed, is clipped to its row.
      for (const item of await unreadList(page).getByRole('listitem').all()) {
        const box = await item.boundingBox()
        assert.ok(
          box && box.height < 200 && box.width <= 320,
          `a row stays in bounds (${box?.width}×${box?.height})`,
        )
      }
      assert.equal(await page.evaluate(() => window.__pwned ?? null), null, 'no hostile script ran')
      const injected = await attention(page).evaluate(
        (section) =>
          section.querySelectorAll('script, img, iframe, style, input, [onload], a[href^="javascript:"]')
            .length,
      )
      assert.equal(injected, 0, 'no hostile element was injected')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 1, `home does not scroll sideways (${overflow}px too wide)`)
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})

/**
 * Fault-matrix rows for the calls home newly makes, as in e2e/faults.test.mjs: the fault is injected once the
 * documents page shows its rows, then home is opened from the logo. A failure is the §8 text in that list with its retry
 * (which then loads), the other list and the rest of home intact, and no warning notification.
 */
const faults = faultKinds

const homeCalls = [
  {
    call: callName(endpoints.documentSearch),
    fault: faultOf(endpoints.documentSearch),
    failureText: warningTexts.documentsLoad,
    list: unreadList,
    other: eventsList,
    empty: (page) => attention(page).getByText(attentionTexts.noUnread).waitFor(),
    loaded: 5,
  },
  {
    call: callName(endpoints.calendarEvents),
    fault: faultOf(endpoints.calendarEvents),
    failureText: rejectionTexts.data,
    list: eventsList,
    other: unreadList,
    empty: (page) => attention(page).getByText(attentionTexts.noEvents).waitFor(),
    loaded: 3,
  },
]

const settled = (page, { method, path }) => {
  const pattern = pathPattern(path)
  return page
    .waitForResponse(
      (response) => response.request().method() === method && pattern.test(new URL(response.url()).pathname),
    )
    .catch(() => undefined)
}

describe('fault matrix: calls home makes for what needs attention', () => {
  for (const row of homeCalls)
    for (const { name, fault, outcome } of faults)
      test(`${row.call}, when home opens, answering ${name} → ${outcome}`, async () => {
        const { context, page, problems } = await newPortalPage(browser)
        try {
          await signIn(page, 'investor', '/documents')
          // The documents page's own search answered first: the fault is for the one home makes.
          await gridRows(documentsGrid(page)).first().waitFor()
          await provider.faults([{ ...row.fault, ...fault }])
          const answered = outcome === 'failure' && fault.network ? undefined : settled(page, row.fault)
          await homeLink(page).click()
          if (outcome === 'sign-in') {
            await page.waitForURL((url) => url.origin === apiUrl && url.pathname === '/signin')
            return
          }
          await answered
          if (outcome === 'failure') {
            const alert = attention(page).getByRole('alert').filter({ hasText: row.failureText })
            await alert.waitFor()
            await row.other(page).getByRole('listitem').first().waitFor()
            await restOfHome(page)
            // Retry once the provider is back: the list loads.
            await fetch(`${apiUrl}/__mock/faults`, { method: 'DELETE' })
            await attention(page).getByRole('button', { name: componentTexts.retry }).click()
            await row
              .list(page)
              .getByRole('listitem')
              .nth(row.loaded - 1)
              .waitFor()
          } else if (outcome === 'empty') {
            await row.empty(page)
            await row.other(page).getByRole('listitem').first().waitFor()
            await restOfHome(page)
          } else {
            await row
              .list(page)
              .getByRole('listitem')
              .nth(row.loaded - 1)
              .waitFor()
            await restOfHome(page)
          }
          assert.equal(await anyWarning(page).count(), 0, 'no warning notification')
          assert.equal(await errorScreen(page).count(), 0, 'no error screen')
          assert.deepEqual(problems, [], 'no unhandled rejection or page error')
        } finally {
          await context.close()
        }
      })
})
