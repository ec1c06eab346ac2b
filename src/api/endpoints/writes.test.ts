import { describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '.'
import { callKinds, isWrite } from './writes'

const names = Object.keys(endpoints) as EndpointName[]

describe('the classification of calls as reads and writes', () => {
  it('classifies every call of the registry', () => {
    expect(Object.keys(callKinds).sort()).toEqual([...names].sort())
    for (const name of names) expect(['read', 'write']).toContain(callKinds[name])
  })

  it('gives calls that share a method and path the same kind', () => {
    for (const a of names)
      for (const b of names)
        if (endpoints[a].method === endpoints[b].method && endpoints[a].template === endpoints[b].template)
          expect(`${b}: ${callKinds[b]}`).toBe(`${b}: ${callKinds[a]}`)
  })

  it('never calls a GET a write', () => {
    const getWrites = names.filter((name) => endpoints[name].method === 'GET' && callKinds[name] === 'write')
    expect(getWrites).toEqual([])
  })

  it('keeps the POSTs that only read (searches, reports, downloads) as reads', () => {
    for (const name of [
      'documentSearch',
      'actionRequiredCount',
      'capitalAccountStatement',
      'scheduleOfInvestments',
      'cashFlowReport',
      'cashFlowDownload',
      'termAcceptanceReport',
      'userActivityReport',
    ] as const)
      expect(isWrite(endpoints[name])).toBe(false)
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
    ] as const)
      expect(isWrite(endpoints[name])).toBe(true)
  })

  it('treats an unknown call as a write unless it is a GET', () => {
    expect(isWrite({ method: 'POST', template: '/entitlements/v1/user/Something' })).toBe(true)
    expect(isWrite({ method: 'GET', template: '/entitlements/v1/user/Something' })).toBe(false)
  })
})
