import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeUntilViewer, documentsGrid, readMarksOf } from './lib/portal.mjs'
import { documentViewerTexts } from './lib/texts.mjs'
import { HOSTILE_PDF_GLOBAL, HOSTILE_PDF_HEADING, HOSTILE_PDF_MARKER } from '../mocks/files/hostilePdf.ts'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** The first unread PDF of the investor's documents, opened in the viewer from its name. */
async function openUnreadNotice(page) {
  await signIn(page, 'investor', '/documents')
  await heading(page, /Documents/).waitFor()
  const row = documentsGrid(page)
    .locator('tbody tr[data-row]')
    .filter({ has: page.locator('a[href*="preview="]') })
    .filter({ hasText: 'Unread' })
    .first()
  const link = row.locator('a[href*="preview="]')
  const title = await link.textContent()
  const id = new URL(await link.getAttribute('href'), 'http://portal').searchParams.get('preview')
  await link.click()
  await agreeUntilViewer(page)
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.locator('[data-page="1"][data-drawn]').waitFor()
  return { dialog, id, title }
}

describe('reading a document in the portal', () => {
  test('investor: a notice opens from the documents grid, is searched, turned to page 3, marked read, and back closes it', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const { dialog, id } = await openUnreadNotice(page)
    assert.equal(new URL(page.url()).searchParams.get('preview'), id)
    assert.match(await dialog.getByRole('toolbar').textContent(), new RegExp(documentViewerTexts.ofPages(3)))

    await dialog.getByRole('searchbox', { name: documentViewerTexts.search }).fill('wire transfer')
    await dialog
      .locator('[data-hit-count]')
      .filter({ hasText: documentViewerTexts.hits(1, 1) })
      .waitFor()
    await dialog.locator('[data-page="2"] mark[data-current]').waitFor()

    const pageField = dialog.getByLabel(documentViewerTexts.pageField)
    await pageField.fill('3')
    await pageField.press('Enter')
    await dialog.locator('[data-page="3"][data-drawn]').waitFor()
    await dialog
      .getByRole('status')
      .filter({ hasText: documentViewerTexts.page(3, 3) })
      .waitFor()

    // Reading it marked it read, as a download does: one read mark for this document.
    assert.equal(await readMarksOf(page, id), 1)

    await page.goBack()
    await dialog.waitFor({ state: 'detached' })
    assert.equal(new URL(page.url()).searchParams.get('preview'), null)
    await heading(page, /Documents/).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('investor: a shared link opens the document; closing leaves the list in its place', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const { id, title } = await openUnreadNotice(page)
    const shared = page.url()
    await context.close()

    const second = await newPortalPage(browser)
    // The document's terms were agreed to when it was first opened: the link opens it at once.
    await signIn(second.page, 'investor', new URL(shared).pathname + new URL(shared).search)
    const dialog = second.page.getByRole('dialog', { name: title })
    await dialog.locator('[data-page="1"][data-drawn]').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.equal(new URL(second.page.url()).searchParams.get('preview'), null)
    assert.ok(id)
    assert.deepEqual(problems, [])
    assert.deepEqual(second.problems, [])
    await second.context.close()
  })

  test("investor: '/documents?preview=..' makes no call for the parent path and says the document could not be opened", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const downloads = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (request.url().startsWith(apiUrl) && /\/documents\/v1\/documents(\/|$)/.test(pathname))
        downloads.push(pathname)
    })
    await signIn(page, 'investor', '/documents?preview=..')
    await agreeUntilViewer(page)
    await page.getByRole('dialog').getByText(documentViewerTexts.notADocument).waitFor()
    assert.deepEqual(downloads, [], 'no call under the documents path')
    const logged = (await provider.requests()).filter((r) => r.path.startsWith('/documents/v1/documents'))
    assert.deepEqual(logged, [])
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('investor: a hostile PDF (scripts on opening, on its page and in a link, a CVE-2024-4367 font matrix) opens, its page is drawn, and nothing in it runs', async () => {
    // With the hostile corpus on, every PDF the provider serves is mocks/files/hostilePdf.ts.
    await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
    const { context, page, problems } = await newPortalPage(browser)
    // Every request of the page, its workers and any window it opens: a script of the file asks for its marker.
    const asked = []
    context.on('request', (request) => {
      if (request.url().includes(HOSTILE_PDF_MARKER)) asked.push(request.url())
    })
    const opened = []
    context.on('page', (other) => other !== page && opened.push(other.url()))
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    const links = documentsGrid(page).locator('tbody a[href*="preview="]')
    await links.first().waitFor()
    // The hostile titles include a 1 MiB one (hostile.test.mjs's grid test): the first PDF with a shorter title.
    let link = null
    for (let index = 0; !link && index < (await links.count()); index++)
      if (((await links.nth(index).textContent()) ?? '').length < 2_000) link = links.nth(index)
    assert.ok(link, 'a PDF to open')
    await link.click()
    const dialog = await agreeUntilViewer(page)
    await dialog.locator('[data-page="1"][data-drawn]').waitFor()
    // Its page of text is there: PDF.js read the file, fonts and actions included, and drew it.
    await dialog.locator('[data-page="1"] .textLayer').filter({ hasText: HOSTILE_PDF_HEADING }).waitFor()
    // Time for an opening or page-open script to have run, had one been let.
    await page.waitForTimeout(500)
    assert.equal(await page.evaluate((name) => typeof window[name], HOSTILE_PDF_GLOBAL), 'undefined')
    assert.deepEqual(asked, [], 'no request for the marker')
    assert.deepEqual(opened, [], 'no window opened')
    assert.deepEqual(problems, [], 'no dialog and no page error')
    await context.close()
  })
})
