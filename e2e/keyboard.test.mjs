import assert from 'node:assert/strict'
import { after, before, beforeEach, test } from 'node:test'
import { launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { settle } from './lib/pageChecks.mjs'
import {
  documentsGrid,
  gridRows,
  investorRequestButton,
  investorRequestDialog,
  mainNav,
} from './lib/portal.mjs'
import {
  capitalAccountStatementTexts,
  capitalActivityTexts,
  commitmentsTexts,
  componentTexts,
  documentsScreenTexts,
  EXPORT_AS_EXCEL,
  exposureTexts,
  fundProfileTabs,
  navigationTabTexts,
  pageTitleTexts,
  reportLabels,
  termsDialogTexts,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const isFocused = (locator) =>
  locator.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  )

/**
 * Presses Tab (or Shift+Tab) until the locator's element has the focus, and checks the focus can be seen there
 * (an outline or a ring), as a keyboard user finds a control. Fails after `max` presses.
 */
async function tabTo(page, locator, { back = false, max = 120 } = {}) {
  const target = locator.first()
  await target.waitFor()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) {
      const shown = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement)
        return (
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        )
      })
      assert.ok(
        shown,
        `the focus on ${await target.evaluate((element) => element.outerHTML.slice(0, 80))} is visible`,
      )
      return
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  assert.fail(`${target} was not reached with the keyboard in ${max} presses`)
}

/** Presses ArrowDown in a menu until the locator's item has the focus; fails after `max` presses. */
async function arrowTo(page, locator, max = 40) {
  await locator.waitFor()
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(locator)) return
    await page.keyboard.press('ArrowDown')
  }
  assert.fail(`${locator} was not reached with the arrow keys in ${max} presses`)
}

/**
 * In an open Select, presses ArrowDown until its active option (aria-activedescendant: the options never take the
 * focus themselves) reads `label`, then picks it with Enter. Fails after `max` presses.
 */
async function pickOption(page, label, max = 20) {
  const listbox = page.getByRole('listbox')
  await listbox.waitFor()
  for (let presses = 0; presses < max; presses++) {
    const active = await page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant')
      return id ? document.getElementById(id)?.textContent?.trim() : null
    })
    if (active === label) {
      await page.keyboard.press('Enter')
      await listbox.waitFor({ state: 'detached' })
      return
    }
    await page.keyboard.press('ArrowDown')
  }
  assert.fail(`the option ${label} was not reached with the arrow keys in ${max} presses`)
}

/** Opens a report of the Reporting menu with the keyboard, its heading then focused. */
async function openReport(page, label, title) {
  await tabTo(page, mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }), { back: true })
  await page.keyboard.press('Enter')
  await arrowTo(page, page.getByRole('menuitem', { name: label, exact: true }))
  await page.keyboard.press('Enter')
  await acceptTermsWithEnter(page)
  await headingFocused(page, title)
}

/** Exports the page's workbook with Enter on 'Export as Excel'. */
async function exportWithKeyboard(page) {
  await tabTo(page, page.getByRole('button', { name: EXPORT_AS_EXCEL }), { back: true })
  const workbook = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  assert.match((await workbook).suggestedFilename(), /\.xlsx$/)
}

/** Opens a disclosure with Enter and waits for the table it folds. */
async function openDisclosure(page, button, table) {
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  await table.waitFor()
  assert.equal(await button.getAttribute('aria-expanded'), 'true')
}

/** Answers every terms dialog with Enter, which accepts (spec §2.5). */
async function acceptTermsWithEnter(page) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: termsDialogTexts.agree }) })
  if (
    !(await dialog.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    ))
  )
    return
  while (await dialog.count()) {
    await page.keyboard.press('Enter')
    await page.waitForTimeout(150)
  }
}

/** The page's heading has the focus after an in-app navigation. */
async function headingFocused(page, name) {
  const heading = page.getByRole('heading', { level: 1, name })
  await heading.waitFor()
  await page.waitForFunction(
    (text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === text,
    name,
  )
}

test('keyboard only: documents, a report, a fund profile and the investor request dialog', async () => {
  const { context, page, problems } = await newPortalPage(browser)
  try {
    await signIn(page, 'investor')
    await settle(page)
    await acceptTermsWithEnter(page)

    // The first stop skips the header and the navigation.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: componentTexts.skipToContent })
    assert.ok(await isFocused(skip), 'the skip link is the first stop')
    await page.keyboard.press('Enter')
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content')

    // Documents: filter by file name, then download the first row's document.
    await tabTo(page, mainNav(page).getByRole('link', { name: navigationTabTexts.documents }), { back: true })
    await page.keyboard.press('Enter')
    await headingFocused(page, documentsScreenTexts.title)
    await tabTo(page, page.getByRole('searchbox', { name: documentsScreenTexts.fileName }))
    await page.keyboard.type('Capital Call')
    const rows = gridRows(documentsGrid(page))
    await page.waitForFunction((label) => {
      const shown = [...document.querySelectorAll(`table[aria-label="${label}"] tbody tr[data-row]`)]
      return shown.length > 0 && shown.every((row) => /capital call/i.test(row.textContent ?? ''))
    }, documentsScreenTexts.gridLabel)
    await tabTo(page, rows.first().getByRole('button', { name: /^Download / }))
    const downloaded = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    await acceptTermsWithEnter(page)
    assert.match((await downloaded).suggestedFilename(), /\.\w+$/)

    // A report from the Reporting menu: change its template, then export it.
    await tabTo(page, mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }), {
      back: true,
    })
    await page.keyboard.press('Enter')
    const statement = page.getByRole('menuitem', { name: reportLabels.capitalAccountStatement })
    while (!(await isFocused(statement))) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await acceptTermsWithEnter(page)
    await headingFocused(page, capitalAccountStatementTexts.title)
    await settle(page)
    const template = page.getByRole('button', {
      name: new RegExp(`^${capitalAccountStatementTexts.template}`),
    })
    await tabTo(page, template)
    const before = page.url()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForFunction((url) => location.href !== url, before)
    await settle(page)
    await tabTo(page, page.getByRole('button', { name: EXPORT_AS_EXCEL }), { back: true })
    const workbook = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    assert.match((await workbook).suggestedFilename(), /\.xlsx$/)

    // A fund profile from the Funds menu, then its tabs with the arrow keys.
    await tabTo(page, mainNav(page).getByRole('button', { name: navigationTabTexts.funds }), { back: true })
    await page.keyboard.press('Enter')
    // As a reader would, the keys go to the menu once it shows (its code may still be on its way at a first open).
    await page.locator('a[href^="/fund-profile/"]').first().waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await acceptTermsWithEnter(page)
    await page.waitForURL(/\/fund-profile\//)
    await settle(page)
    const summary = page.getByRole('tab', { name: fundProfileTabs[0] })
    await tabTo(page, summary)
    await page.keyboard.press('ArrowRight')
    const keyDates = page.getByRole('tab', { name: fundProfileTabs[1], selected: true })
    await keyDates.waitFor()
    assert.ok(await isFocused(keyDates))
    await page.keyboard.press('End')
    await page.getByRole('tab', { name: fundProfileTabs.at(-1), selected: true }).waitFor()

    // The investor request dialog opens from the header and Escape closes it, the focus back on its button.
    await tabTo(page, investorRequestButton(page), { back: true })
    await page.keyboard.press('Enter')
    await investorRequestDialog(page).waitFor()
    assert.ok(await isFocused(investorRequestDialog(page)), 'the focus moves into the dialog')
    await page.keyboard.press('Escape')
    await investorRequestDialog(page).waitFor({ state: 'detached' })
    assert.ok(await isFocused(investorRequestButton(page)), 'the focus returns to the investor request icon')

    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('keyboard only: capital activity, its reminder, a notice in the viewer and the wire instructions request', async () => {
  const { context, page, problems } = await newPortalPage(browser)
  try {
    await signIn(page, 'investor')
    await settle(page)
    await acceptTermsWithEnter(page)
    await tabTo(page, mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }))
    await page.keyboard.press('Enter')
    const activity = page.getByRole('menuitem', { name: reportLabels.capitalActivity })
    while (!(await isFocused(activity))) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await acceptTermsWithEnter(page)
    await headingFocused(page, pageTitleTexts.capitalActivity)
    const upcoming = page.getByRole('list', { name: capitalActivityTexts.upcomingHeading })
    await upcoming.waitFor({ timeout: 30_000 })
    await settle(page)

    // New wire instructions: the request opens on its type; Escape closes it, the focus back on the button.
    const wire = page.getByRole('button', { name: capitalActivityTexts.updateWireInstructions })
    await tabTo(page, wire)
    await page.keyboard.press('Enter')
    await investorRequestDialog(page).waitFor()
    await page.keyboard.press('Escape')
    await investorRequestDialog(page).waitFor({ state: 'detached' })
    assert.ok(await isFocused(wire), 'the focus returns to the button')

    // The first call's notice, then its reminder.
    await tabTo(page, upcoming.locator('a[href*="preview="]'))
    await page.keyboard.press('Enter')
    await acceptTermsWithEnter(page)
    const viewer = page.getByRole('dialog')
    await viewer.locator('[data-page="1"][data-drawn]').waitFor({ timeout: 20_000 })
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'detached' })
    await tabTo(page, upcoming.getByRole('button', { name: /^Add to calendar: / }))
    const reminder = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    assert.match((await reminder).suggestedFilename(), /\.ics$/)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})

test('keyboard only: the exposure grouped, searched and exported, and the commitments with their pacing table', async () => {
  const { context, page, problems } = await newPortalPage(browser)
  try {
    await signIn(page, 'investor')
    await settle(page)
    await acceptTermsWithEnter(page)

    // Exposure: group by industry, search for the first industry, the top ten as a table, then the workbook.
    await openReport(page, reportLabels.exposure, pageTitleTexts.exposure)
    const byCompany = page.getByRole('table', {
      name: exposureTexts.tableLabel(exposureTexts.groupings.company),
    })
    await byCompany.waitFor({ timeout: 30_000 })
    await settle(page)
    await tabTo(page, page.getByRole('button', { name: new RegExp(`^${exposureTexts.groupBy}`) }))
    await page.keyboard.press('Enter')
    await pickOption(page, exposureTexts.groupings.industry)
    const byIndustry = page.getByRole('table', {
      name: exposureTexts.tableLabel(exposureTexts.groupings.industry),
    })
    await byIndustry.waitFor()
    const industry = (await byIndustry.locator('tbody th[scope="row"]').first().textContent()).trim()
    await tabTo(page, page.getByRole('searchbox', { name: exposureTexts.search }))
    await page.keyboard.type(industry)
    await page.waitForFunction(
      ([label, name]) => {
        const rows = [...document.querySelectorAll(`table[aria-label="${label}"] tbody th[scope="row"]`)]
        return rows.length > 0 && rows.every((row) => row.textContent.includes(name))
      },
      [exposureTexts.tableLabel(exposureTexts.groupings.industry), industry],
    )
    await openDisclosure(
      page,
      page.getByRole('button', { name: exposureTexts.showConcentrationTable }),
      page.getByRole('table', { name: exposureTexts.concentrationTable }),
    )
    await exportWithKeyboard(page)

    // Commitments: the calls by quarter as a table, then the workbook.
    await openReport(page, reportLabels.commitments, pageTitleTexts.commitments)
    await page.getByRole('table', { name: commitmentsTexts.tableLabel }).waitFor({ timeout: 30_000 })
    await settle(page)
    await openDisclosure(
      page,
      page.getByRole('button', {
        name: new RegExp(`^${commitmentsTexts.showPacingTable(0).replace('0', '\\d+')}$`),
      }),
      page.getByRole('table', { name: commitmentsTexts.pacingTable }),
    )
    await exportWithKeyboard(page)
    assert.deepEqual(problems, [])
  } finally {
    await context.close()
  }
})
