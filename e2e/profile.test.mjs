import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { pdfBytes } from '../mocks/files/pdf.ts'
import { heading, launch, newPortalPage, portalUrl, provider, signIn } from './lib/browser.mjs'
import {
  accountList,
  agreeToAllTerms,
  answered,
  chooseFirstFundAndAccount,
  chooseOnProfile,
  documentsGrid,
  errorScreen,
  groupNameBox,
  investorRequestButton,
  investorRequestDialog,
  mainNav,
  profileField,
  startInvestorRequest,
  success,
} from './lib/portal.mjs'
import {
  CREATE_NEW_GROUP,
  EFFECTIVE_DATE_LABEL,
  componentTexts,
  groupCreated,
  impersonateTexts,
  impersonationBannerText,
  investorRequestTexts,
  investorRequestTypeLabels,
  navigationTabTexts,
  profileTexts,
  reportLabels,
  successTexts,
  userMenuTexts,
} from './lib/texts.mjs'
import { paths } from '../src/domain/paths.ts'
import { endpoints, faultOf } from './lib/endpoints.mjs'

const identityUrl = process.env.IDENTITY_URL
const REQUEST = endpoints.investorRequest.path()
/** A whole amount of the statement with '.' between thousands (1.234,56 format). */
const EUROPEAN_AMOUNT = /^\(?-?\d{1,3}(\.\d{3})+\)?$/
const DAY_MONTH_YEAR = /^\d{2}\.\d{1,2}\.\d{4}$/
/** Writes of what the user owns: preferences, groups, requests and the password. */
const OWNED_WRITES = /UserPreferences|InvestorAccountGroups|InvestorRequest|change_password/

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** Marks the page, so a later check can tell the portal did not load again. */
const markPage = (page) => page.evaluate(() => (window.__sameDocument = true))
const stillSameDocument = async (page) =>
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload')

async function openCapitalAccountStatement(page) {
  await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
  await page.getByRole('menuitem', { name: reportLabels.capitalAccountStatement, exact: true }).click()
  await agreeToAllTerms(page, { wait: 3000 })
  return page.getByRole('table', { name: /capital account statement$/ }).first()
}

describe('profile end to end', () => {
  test('investor: new date and number formats apply at once to the documents and a report, and stay after a reload', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/profile')
    await heading(page, profileTexts.title).waitFor()
    await markPage(page)
    const saves = answered(
      page,
      (r) => r.request().method() !== 'GET' && r.url().includes(endpoints.userPreferences.path()),
      2,
    )
    await chooseOnProfile(page, profileTexts.dateFormat, /^DD\.M\.YYYY/)
    await chooseOnProfile(page, profileTexts.numberFormat, /^1\.234,56/)
    await saves

    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await agreeToAllTerms(page, { wait: 1000 })
    await documentsGrid(page).getByRole('cell', { name: DAY_MONTH_YEAR }).first().waitFor()
    const statement = await openCapitalAccountStatement(page)
    await statement.getByRole('cell', { name: EUROPEAN_AMOUNT }).first().waitFor()
    await page
      .getByText(/^As of \d{2}\.\d{1,2}\.\d{4}/)
      .first()
      .waitFor()
    await stillSameDocument(page)

    await page.reload()
    await agreeToAllTerms(page, { wait: 3000 })
    await statement.getByRole('cell', { name: EUROPEAN_AMOUNT }).first().waitFor()
    await page.goto(`${portalUrl}/documents`)
    await agreeToAllTerms(page, { wait: 1000 })
    await documentsGrid(page).getByRole('cell', { name: DAY_MONTH_YEAR }).first().waitFor()
    assert.equal(await errorScreen(page).count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("investor: 'Create New Group' in the header opens the editor, and the new group is in the header at once", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    const groups = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(componentTexts.investorGroup) })
    await groups.click()
    await page.getByRole('option', { name: CREATE_NEW_GROUP }).click()
    await heading(page, profileTexts.title).waitFor()
    await accountList(page).getByRole('option').first().waitFor()
    await groupNameBox(page).fill('Trusts and Foundations')
    await accountList(page).getByRole('option').nth(0).click()
    await accountList(page).getByRole('option').nth(1).click()
    await page.getByRole('button', { name: profileTexts.createGroup }).click()
    await success(page, groupCreated('Trusts and Foundations')).waitFor()
    await groups.click()
    await page.getByRole('option', { name: 'Trusts and Foundations' }).click()
    await page.keyboard.press('Escape')
    const created = (await provider.requests()).find(
      (r) => r.method === 'POST' && r.path === endpoints.accountGroups.path(),
    )
    assert.equal(created?.body?.groupName, 'Trusts and Foundations')
    const added = (await provider.requests()).filter(
      (r) => r.method === 'POST' && r.path === endpoints.addAccountToGroup.path(),
    )
    assert.equal(added.length, 2, 'both accounts are added to the group')
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("investor: the password change goes to the identity provider's own origin, without the portal's credentials", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/profile')
    await heading(page, profileTexts.title).waitFor()
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(endpoints.passwordChange.path()) && r.method() === 'POST'),
      page.getByRole('button', { name: profileTexts.changePassword }).click(),
    ])
    assert.equal(new URL(request.url()).origin, identityUrl)
    assert.equal((await request.allHeaders()).cookie, undefined, 'no cookie goes to the identity provider')
    assert.equal(request.postDataJSON().email, 'margaret.ellison@example.com')
    await success(page, successTexts.passwordResetEmail).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })
})

describe('investor requests end to end', () => {
  test('investor: a wire-instructions request with a PDF reaches the provider, the attachment byte for byte', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    const dialog = await startInvestorRequest(page, investorRequestTypeLabels['update-wire-instructions'])
    await chooseFirstFundAndAccount(page, dialog)
    for (const [field, label] of Object.entries(investorRequestTexts.wireFields))
      await dialog.getByRole('textbox', { name: label }).fill(`${field} of the new bank`)
    await dialog.getByRole('button', { name: new RegExp(EFFECTIVE_DATE_LABEL) }).click()
    await page
      .getByRole('dialog', { name: `Choose ${EFFECTIVE_DATE_LABEL}` })
      .getByRole('button', { name: /today/ })
      .click()
    await dialog.getByRole('textbox', { name: investorRequestTexts.message }).fill('Please use the new bank.')
    const pdf = Buffer.from(await pdfBytes({ title: 'Wire instructions', lines: ['Signed by the investor'] }))
    await dialog
      .getByLabel(componentTexts.attachFile)
      .setInputFiles({ name: 'Wire letter.PDF', mimeType: 'application/pdf', buffer: pdf })
    await dialog.getByText('Wire letter.PDF').waitFor()
    await dialog.getByRole('button', { name: investorRequestTexts.send }).click()
    await success(page, successTexts.investorRequestSent).waitFor()
    await investorRequestDialog(page).waitFor({ state: 'detached' })

    const [sent] = (await provider.requests()).filter((r) => r.method === 'POST' && r.path === REQUEST)
    assert.equal(sent.body.requestType, 'update-wire-instructions')
    assert.equal(sent.body.attachmentName, 'Wire letter.PDF')
    assert.ok(Buffer.from(sent.body.attachment, 'base64').equals(pdf), 'the attachment arrives byte for byte')
    assert.equal(sent.body.customFields.bankName, 'bankName of the new bank')
    assert.match(sent.body.customFields.effectiveDate, /^\d{4}-\d{2}-\d{2}$/)
    assert.equal(sent.body.entitledEntities.length, 1)
    assert.equal(sent.body.entitledAccounts.length, 1)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('admin impersonating the investor: preferences and groups change locally, nothing is sent, password and requests are off', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const fundsAnswer = () =>
      page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith(endpoints.entitledFunds.path()),
      )
    const adminsFunds = fundsAnswer()
    await signIn(page, 'admin', '/administration/impersonate')
    await adminsFunds
    // The investor's funds take 2 s: the banner shows while they load, and the admin goes on meanwhile.
    await provider.faults([{ ...faultOf(endpoints.entitledFunds), delayMs: 2000, times: 1 }])
    await page.getByLabel(impersonateTexts.userEmail).fill('margaret.ellison@example.com')
    const fundsAnswered = fundsAnswer()
    await page.getByRole('button', { name: userMenuTexts.startImpersonation }).click()
    await page.getByText(impersonationBannerText('Dana Whitfield', 'Margaret Ellison')).waitFor()
    assert.ok(await investorRequestButton(page).isDisabled(), 'the investor request icon is disabled')

    // Through the user menu, before the funds arrive: the impersonation lasts as long as the page, and the
    // portal does not then take the admin home from where they went.
    await page
      .getByRole('banner')
      .getByRole('button', { name: componentTexts.userMenu('Dana Whitfield') })
      .click()
    await page.getByRole('menuitem', { name: userMenuTexts.preferences }).click()
    await heading(page, profileTexts.title).waitFor()
    await fundsAnswered
    await page.waitForTimeout(300)
    assert.equal(new URL(page.url()).pathname, paths.profile, 'still on Profile once the funds have loaded')
    await heading(page, profileTexts.title).waitFor()
    await chooseOnProfile(page, profileTexts.group, 'Family Office Accounts')
    await chooseOnProfile(page, profileTexts.dateFormat, /^YYYY\.M\.DD/)
    await profileField(page, profileTexts.dateFormat).filter({ hasText: 'YYYY.M.DD' }).waitFor()
    await accountList(page).getByRole('option').first().waitFor()
    await groupNameBox(page).fill('Family Office (viewed)')
    await page.getByRole('button', { name: profileTexts.saveGroup }).click()
    await profileField(page, profileTexts.group).filter({ hasText: 'Family Office (viewed)' }).waitFor()
    assert.ok(
      await page.getByRole('button', { name: profileTexts.changePassword }).isDisabled(),
      'the password is its owner’s',
    )
    const writes = (await provider.requests()).filter((r) => r.method !== 'GET' && OWNED_WRITES.test(r.path))
    assert.deepEqual(writes, [], 'nothing the investor owns is written')
    assert.deepEqual(problems, [])
    await context.close()
  })
})
