import { describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '.'

const names = Object.keys(endpoints) as EndpointName[]

describe('the classification of calls as reads and writes', () => {
  it('gives calls that share a method and path the same kind', () => {
    for (const a of names)
      for (const b of names)
        if (endpoints[a].method === endpoints[b].method && endpoints[a].template === endpoints[b].template)
          expect(`${b}: ${endpoints[b].writes}`).toBe(`${b}: ${endpoints[a].writes}`)
  })

  it('never calls a GET a write', () => {
    expect(names.filter((name) => endpoints[name].method === 'GET' && endpoints[name].writes)).toEqual([])
  })

  it('keeps exactly these POSTs as reads (searches, reports, downloads); every other POST, PUT or DELETE writes', () => {
    // A new call that is not a GET is reviewed here: declared with endpoint() it reads, with change() it writes.
    const postsThatRead = names.filter((name) => endpoints[name].method !== 'GET' && !endpoints[name].writes)
    expect(postsThatRead.sort()).toEqual([
      'accountSummary',
      'accountSummaryDownload',
      'actionRequiredCount',
      'capitalAccountStatement',
      'capitalAccountStatementDownload',
      'cashFlowDownload',
      'cashFlowReport',
      'dataRoomSearch',
      'documentExport',
      'documentSearch',
      'scheduleOfInvestments',
      'scheduleOfInvestmentsDownload',
      'scheduleOfInvestmentsPeriods',
      'termAcceptanceReport',
      'userActivityReport',
    ])
  })

  it('names the changes of §4 as writes', () => {
    for (const name of [
      'investorRequest',
      'createUserPreference',
      'updateUserPreference',
      'acceptTerms',
      'documentRead',
      'documentActionItem',
      'createAccountGroup',
      'updateAccountGroup',
      'deleteAccountGroup',
      'addAccountToGroup',
      'removeAccountFromGroup',
      'passwordChange',
    ] as const)
      expect(`${name}: ${endpoints[name].writes}`).toBe(`${name}: true`)
  })
})
