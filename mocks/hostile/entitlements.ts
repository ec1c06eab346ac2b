import { everydayHostileTexts, hostileText as at } from './corpus'
import { hostileFundType } from './names'
import type { HostileRule, Json } from './rule'

/** The terms, the entitled funds and accounts, and the account groups. */
export const entitlementRules: HostileRule[] = [
  {
    path: /\/entitlements\/v1\/user\/Terms$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((term: Json, i) => ({
            ...term,
            name: at(i),
            text: `<p>${everydayHostileTexts.join('</p><p>')}</p>`,
          }))
        : body,
  },
  {
    path: /\/entitlements\/v1\/user\/EntitledEntities$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((fund: Json, i) => ({
            ...fund,
            entityName: at(i),
            name: at(i),
            type: hostileFundType(fund.type),
          }))
        : body,
  },
  {
    path: /\/entitlements\/v1\/user\/EntitledAccounts$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((account: Json, i) => ({ ...account, name: at(i + 7), investorName: at(i + 8) }))
        : body,
  },
  {
    path: /\/entitlements\/v1\/user\/InvestorAccountGroups$/i,
    apply: (body) =>
      Array.isArray(body) ? body.map((group: Json, i) => ({ ...group, groupName: at(i + 3) })) : body,
  },
]
