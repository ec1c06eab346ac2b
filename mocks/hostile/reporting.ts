import { hostileText as at } from './corpus'
import { hostileCompanyName, hostileFundName } from './names'
import { isObject, type HostileRule, type Json } from './rule'

/** The reports' and the fund profiles' names and texts. */
export const reportingRules: HostileRule[] = [
  {
    // The statement's funds are named by id, so the same fund has the same name in every answer.
    path: /\/reporting\/v1\/Cas\/periods$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((entry: Json) => ({
            ...entry,
            funds: Array.isArray(entry.funds)
              ? entry.funds.map((fund: Json) => ({ ...fund, name: hostileFundName(fund.id) }))
              : entry.funds,
          }))
        : body,
  },
  {
    path: /\/reporting\/v1\/Cas\/report$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((item: Json, i) => ({
            ...item,
            ...('fundName' in item ? { fundName: hostileFundName(item.fundId) } : {}),
            ...('investorName' in item ? { investorName: at(i + 8) } : {}),
          }))
        : body,
  },
  {
    // Company names from their own, so a company keeps its name across the user's accounts and in FPSIS (where the
    // exposure finds its industry, so the corpus reaches the exposure's industries too).
    path: /\/reporting\/v1\/SOI\/Report$/i,
    apply: (body) =>
      isObject(body) && Array.isArray(body.soiDetailed)
        ? {
            ...body,
            soiDetailed: body.soiDetailed.map((row: Json) => ({
              ...row,
              companyName: hostileCompanyName(row.companyName),
            })),
          }
        : body,
  },
  {
    // Fund profiles: a fund keeps its name by id; status, strategy, geography and the catch-up split are free text too.
    path: /\/reporting\/v1\/Funds$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((fund: Json, i) => ({
            ...fund,
            name: hostileFundName(fund.id),
            fundStatus: at(i + 1),
            strategy: at(i + 2),
            // The exposure groups by it: a provider's geography outside the spec's list is shown as given.
            geography: at(i + 5),
            assetClass: at(i + 3),
            catchUpSplitByGpLp: at(i + 4),
          }))
        : body,
  },
  {
    path: /\/reporting\/v1\/Funds\/[^/]+\/persons$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((head: Json, i) => ({ ...head, name: at(i), title: at(i + 1), email: at(i + 2) }))
        : body,
  },
  {
    // The Summary Investment Schedule's companies (named as the schedule of investments names them) and their
    // industries and notes (by position), as its workbook names them.
    path: /\/reporting\/v1\/FPSIS\/[^/]+:[^/]+$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((row: Json, i) => ({
            ...row,
            companyName: hostileCompanyName(row.companyName),
            industry: at(i + 1),
            notes: at(i + 2),
          }))
        : body,
  },
]
