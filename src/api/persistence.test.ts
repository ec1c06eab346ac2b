import { beforeEach, describe, expect, it } from 'vitest'
import type { Term } from '../domain'
import { librarySearch } from '../domain/testing/documentSearch'
import { recordedRequests } from '../../mocks/handlers/entitlements'
import { entitlementsOf } from '../../mocks/scope'
import { exportMockChanges, importMockChanges, resetMockState } from '../../mocks/state'
import { api, configureApi } from '.'
import { withEmbeddedProvider } from './testing/embeddedProvider'

/** The embedded provider is stateful: what one call changes, later calls answer. */
const search = librarySearch()

function signInAs(persona: 'investor' | 'admin' | 'newcomer', entitledUserId = `u-${persona}`) {
  resetMockState(persona)
  configureApi({ entitledUserId, investorAccountGroupId: 'ALL' })
}

withEmbeddedProvider()
beforeEach(() => signInAs('investor'))

describe('document flags', () => {
  it('a document marked read stays read, and the read filters follow', async () => {
    const unread = await api.documents.searchDocuments({ ...search, readFlag: false })
    const document = unread.results[0]!
    await api.documents.markRead(document.documentId!)
    const again = await api.documents.searchDocuments({ ...search, readFlag: false })
    expect(again.total).toBe(unread.total - 1)
    expect(again.results.map((d) => d.documentId)).not.toContain(document.documentId)
    const read = await api.documents.searchDocuments({ ...search, readFlag: true, fileName: document.title })
    expect(read.results.find((d) => d.documentId === document.documentId)?.markedRead).toBe(true)
  })

  it('an action item cleared is no longer counted', async () => {
    const before = await api.documents.getActionRequiredCount()
    const actionItems = await api.documents.searchDocuments({ ...search, actionFlag: true })
    await api.documents.setActionItem(actionItems.results[0]!.documentId!, false)
    expect(await api.documents.getActionRequiredCount()).toBe(before - 1)
  })

  it('flags are per user', async () => {
    const { results } = await api.documents.searchDocuments({ ...search, readFlag: false })
    await api.documents.markRead(results[0]!.documentId!)
    resetMockState('admin', {})
    configureApi({ entitledUserId: 'u-admin' })
    const asAdmin = await api.documents.searchDocuments({
      ...search,
      fileName: results[0]!.title,
      isAdmin: true,
    })
    expect(asAdmin.results.find((d) => d.documentId === results[0]!.documentId)?.markedRead).toBe(false)
  })
})

describe('account groups', () => {
  it('are created, filled, renamed, used as a filter and deleted', async () => {
    const accounts = entitlementsOf('investor').accounts
    const groupId = await api.entitlements.createAccountGroup({
      groupName: 'Pension',
      entitledUserId: 'u-investor',
      createDate: '2026-11-16',
      updatedDate: '2026-11-16',
    })
    await api.entitlements.addAccountToGroup({ accountId: accounts[0]!.id, groupId }, 'Pension')
    await api.entitlements.addAccountToGroup({ accountId: accounts[1]!.id, groupId }, 'Pension')
    await api.entitlements.removeAccountFromGroup({ accountId: accounts[0]!.id, groupId }, 'Pension')
    await api.entitlements.updateAccountGroup({
      groupId,
      groupName: 'Pension Plan',
      entitledUserId: 'u-investor',
      createDate: '2026-11-16',
      updatedDate: '2026-11-17',
    })
    const group = (await api.entitlements.getAccountGroups()).find((g) => g.groupId === groupId)
    expect(group).toMatchObject({
      groupName: 'Pension Plan',
      investorAccountIds: [accounts[1]!.id],
      updatedDate: '2026-11-17',
    })

    configureApi({ investorAccountGroupId: String(groupId) })
    expect((await api.entitlements.getEntitledAccounts()).map((a) => a.id)).toEqual([accounts[1]!.id])

    configureApi({ investorAccountGroupId: 'ALL' })
    await api.entitlements.deleteAccountGroup({ groupId, groupName: 'Pension Plan' })
    expect((await api.entitlements.getAccountGroups()).map((g) => g.groupId)).not.toContain(groupId)
    configureApi({ investorAccountGroupId: String(groupId) })
    await expect(api.entitlements.getEntitledAccounts()).rejects.toMatchObject({ status: 404 })
  })

  it('refuse a duplicate name and an account of someone else', async () => {
    await expect(
      api.entitlements.createAccountGroup({
        groupName: 'Family Office Accounts',
        entitledUserId: 'u-investor',
        createDate: '',
        updatedDate: '',
      }),
    ).rejects.toMatchObject({ status: 409 })
    const foreign = entitlementsOf('admin').accounts.find(
      (a) => !entitlementsOf('investor').accounts.includes(a),
    )!
    await expect(
      api.entitlements.addAccountToGroup({ accountId: foreign.id, groupId: 900 }, 'Family Office Accounts'),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('preferences', () => {
  it('a saved preference is in the profile and the preference list', async () => {
    await api.entitlements.savePreference('u-investor', 'DateFormat', 'YYYY.M.DD')
    await api.entitlements.savePreference('u-investor', 'UserDefaultInvestorsGroup', '901')
    const profile = await api.entitlements.getUserProfile()
    expect(profile.preferences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ setting: 'DateFormat', value: 'YYYY.M.DD' }),
        expect.objectContaining({ setting: 'UserDefaultInvestorsGroup', value: '901' }),
      ]),
    )
    expect(profile.selectedAccountGroup).toBe('901')
    expect(await api.entitlements.getPreferenceId('UserDefaultInvestorsGroup', 'u-investor')).toBeGreaterThan(
      0,
    )
  })
})

describe('terms', () => {
  it("the newcomer's pending sitewide and reporting terms are accepted once and stay accepted", async () => {
    signInAs('newcomer')
    const awaiting = (terms: Term[]) =>
      terms.filter((t) => t.active !== false && t.whenAccepted === 'Once' && !t.accepted)
    const pending = awaiting(await api.entitlements.getTerms())
    expect(pending.map((t) => t.associationType)).toEqual(expect.arrayContaining(['Sitewide', 'Reporting']))
    await api.entitlements.acceptTerms(pending.map((t) => t.id))
    expect(awaiting(await api.entitlements.getTerms())).toEqual([])
  })
})

describe('investor requests', () => {
  it('are recorded with their attachment', async () => {
    const fund = entitlementsOf('investor').funds[0]!
    const attachment = Buffer.from('%PDF-1.4 wire instructions').toString('base64')
    const sent = await api.entitlements.sendInvestorRequest({
      requestType: 'update-wire-instructions',
      request: 'Please update our bank.',
      customFields: {
        bankName: 'Example Bank',
        beneficiaryAccountName: 'Ellison Family Office',
        bankCountry: 'US',
        bankAccountNumber: '000123',
        routingNumber: '021000021',
        effectiveDate: '2026-12-01',
      },
      entitledAccounts: [entitlementsOf('investor').accounts[0]!.id],
      entitledEntities: [fund.id],
      attachmentName: 'instructions.pdf',
      attachment,
    })
    expect(sent).toBe(true)
    expect(recordedRequests('investor')).toEqual([
      expect.objectContaining({
        requestType: 'update-wire-instructions',
        attachmentName: 'instructions.pdf',
        attachment,
        attachmentBytes: 26,
      }),
    ])
  })

  it('refuse an attachment of a type that is not allowed', async () => {
    await expect(
      api.entitlements.sendInvestorRequest({
        requestType: 'no-data-request',
        request: 'x',
        customFields: {},
        entitledAccounts: [],
        entitledEntities: [],
        attachmentName: 'run.exe',
        attachment: 'AAAA',
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('File type is not allowed') })
  })
})

describe('impersonation', () => {
  it('an administrator sees the impersonated user’s data; others may not impersonate', async () => {
    signInAs('admin', 'u-limited')
    expect((await api.entitlements.getEntitledEntities()).map((f) => f.id)).toEqual(
      entitlementsOf('limited').funds.map((f) => f.id),
    )
    signInAs('investor', 'u-admin')
    await expect(api.entitlements.getEntitledEntities()).rejects.toMatchObject({ status: 403 })
  })
})

describe('reload and reset', () => {
  it('the changes survive an export and import (a page reload) and a reset restores the seed', async () => {
    const { results } = await api.documents.searchDocuments({ ...search, readFlag: false })
    await api.documents.markRead(results[0]!.documentId!)
    const saved = JSON.parse(JSON.stringify(exportMockChanges())) as ReturnType<typeof exportMockChanges>
    resetMockState('investor')
    expect(
      (await api.documents.searchDocuments({ ...search, fileName: results[0]!.title })).results.find(
        (d) => d.documentId === results[0]!.documentId,
      )?.markedRead,
    ).toBe(false)
    importMockChanges(saved)
    expect(
      (await api.documents.searchDocuments({ ...search, fileName: results[0]!.title })).results.find(
        (d) => d.documentId === results[0]!.documentId,
      )?.markedRead,
    ).toBe(true)
  })
})
