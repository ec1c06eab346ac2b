import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import type { AccountGroup } from '../../../src/domain'
import type { PersonaId } from '../../personas'
import { accountById } from '../../seed/investors'
import { nextMockId } from '../../state'
import { groupsOf, setGroups } from '../../store'
import {
  fail,
  optionalIdList,
  requireInteger,
  requireObject,
  requireString,
  route,
  type Call,
} from '../route'

function requireGroup(persona: PersonaId, groupId: unknown): AccountGroup {
  const id = String(requireInteger(groupId, 'groupId'))
  return groupsOf(persona).find((g) => String(g.groupId) === id) ?? fail(404)
}

/** Groups compare by id: the seeded book is built afresh on each read until the persona changes it. */
const sameGroup = (a: AccountGroup, b: AccountGroup) => String(a.groupId) === String(b.groupId)

function requireOwnUser(call: Call, entitledUserId: unknown): void {
  if (entitledUserId !== undefined && entitledUserId !== null && entitledUserId !== call.user.userId)
    fail(403)
}

function groupName(value: unknown, others: AccountGroup[]): string {
  const name = requireString(value, 'groupName').trim()
  if (name.length > 100) fail(400, ['groupName is too long.'])
  if (others.some((g) => g.groupName.toLowerCase() === name.toLowerCase()))
    fail(409, [`A group named "${name}" already exists.`])
  return name
}

/** Adds an account to a group, or removes it. */
const membership = (adds: boolean) => async (call: Call) => {
  const body = requireObject(await call.json())
  const group = requireGroup(call.persona, body.groupId)
  const accountId = requireInteger(body.accountId, 'accountId')
  if (!accountById.has(accountId)) fail(404)
  if (!call.scope.entitled.accounts.some((a) => a.id === accountId)) fail(403)
  const current = (group.investorAccountIds ?? group.investorAccounts ?? []).filter((id) => id !== accountId)
  const investorAccountIds = adds ? [...current, accountId] : current
  setGroups(
    call.persona,
    groupsOf(call.persona).map((g) =>
      sameGroup(g, group) ? { ...group, investorAccountIds, updatedDate: new Date().toISOString() } : g,
    ),
  )
  return new HttpResponse(null, { status: 204 })
}

/** The user's investor account groups and their accounts. */
export const accountGroupHandlers = [
  route(
    endpoints.accountGroups,
    (call) => {
      if (call.query.get('includeGroups') !== 'true') fail(400, ['includeGroups=true is required.'])
      return HttpResponse.json(groupsOf(call.persona))
    },
    { userLevel: true },
  ),

  route(
    endpoints.createAccountGroup,
    async (call) => {
      const body = requireObject(await call.json())
      requireOwnUser(call, body.entitledUserId)
      const groups = groupsOf(call.persona)
      const now = new Date().toISOString()
      const group: AccountGroup = {
        groupId: nextMockId(),
        groupName: groupName(body.groupName, groups),
        investorAccountIds: optionalIdList(body.investorAccountIds, 'investorAccountIds') ?? [],
        entitledUserId: call.user.userId,
        createDate: typeof body.createDate === 'string' ? body.createDate : now,
        updatedDate: typeof body.updatedDate === 'string' ? body.updatedDate : now,
      }
      setGroups(call.persona, [...groups, group])
      return HttpResponse.json(group.groupId)
    },
    { userLevel: true },
  ),

  route(
    endpoints.updateAccountGroup,
    async (call) => {
      const body = requireObject(await call.json())
      requireOwnUser(call, body.entitledUserId)
      const group = requireGroup(call.persona, body.groupId)
      const others = groupsOf(call.persona).filter((g) => !sameGroup(g, group))
      const updated: AccountGroup = {
        ...group,
        groupName: groupName(body.groupName, others),
        updatedDate: typeof body.updatedDate === 'string' ? body.updatedDate : new Date().toISOString(),
      }
      const accountIds = optionalIdList(body.investorAccountIds, 'investorAccountIds')
      if (accountIds) updated.investorAccountIds = accountIds
      setGroups(
        call.persona,
        groupsOf(call.persona).map((g) => (sameGroup(g, group) ? updated : g)),
      )
      return HttpResponse.json(updated)
    },
    { userLevel: true },
  ),

  route(
    endpoints.deleteAccountGroup,
    (call) => {
      const group = requireGroup(call.persona, call.params.groupId)
      setGroups(
        call.persona,
        groupsOf(call.persona).filter((g) => !sameGroup(g, group)),
      )
      return new HttpResponse(null, { status: 204 })
    },
    { userLevel: true },
  ),

  route(endpoints.addAccountToGroup, membership(true), { userLevel: true }),
  route(endpoints.removeAccountFromGroup, membership(false), { userLevel: true }),
]
