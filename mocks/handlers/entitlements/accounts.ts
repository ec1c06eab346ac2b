import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { accountsInFund, type Scope } from '../../scope'
import { fundById } from '../../seed/funds'
import { accountById } from '../../seed/investors'
import { fail, queryList, route } from '../route'

const accountAnswer = (id: number) => {
  const account = accountById.get(id)!
  return {
    id: account.id,
    globalId: account.globalId,
    name: account.name,
    investorId: account.investorId,
    investorName: account.investorName,
  }
}

/** Fund ids (or global ids) asked for must exist (404) and be entitled (403). */
function entitledFundIds(scope: Scope, ids: string[], byGlobalId: boolean): number[] {
  return ids.map((key) => {
    const fund = byGlobalId ? scope.entitled.funds.find((f) => f.globalId === key) : fundById.get(Number(key))
    if (!fund) {
      if (byGlobalId && [...fundById.values()].some((f) => f.globalId === key)) fail(403)
      if (!byGlobalId && !/^\d+$/.test(key)) fail(400, ['Fund ids must be numbers.'])
      fail(404)
    }
    if (!scope.entitled.funds.some((f) => f.id === fund.id)) fail(403)
    return fund.id
  })
}

/** The accounts and funds the user is entitled to (in the selected group). */
export const accountHandlers = [
  route(endpoints.entitledAccounts, (call) => {
    const byId = queryList(call.query, 'entitledEntities')
    const byGlobalId = queryList(call.query, 'entitledEntityGlobalIds')
    let accountIds = call.scope.accounts.map((a) => a.id)
    if (byId.length > 0 || byGlobalId.length > 0) {
      const fundIds = [
        ...entitledFundIds(call.scope, byId, false),
        ...entitledFundIds(call.scope, byGlobalId, true),
      ]
      const held = new Set(fundIds.flatMap((fundId) => accountsInFund(call.scope, fundId)))
      accountIds = accountIds.filter((id) => held.has(id))
    }
    return HttpResponse.json(accountIds.map(accountAnswer))
  }),

  route(endpoints.entitledFunds, (call) =>
    HttpResponse.json(
      call.scope.funds.map((fund) => ({
        id: fund.id,
        globalId: fund.globalId,
        entityName: fund.name,
        name: fund.name,
        type: fund.entityType,
      })),
    ),
  ),
]
