import { useEffect, useRef, useState } from 'react'
import { api, failureText, type FundMoicTotals } from '../../api'
import {
  historicMoicFailure,
  isAbortError,
  type HistoricMoic,
  type HistoricMoicByFund,
  type Id,
} from '../../domain'

/**
 * The total MOIC of a fund at earlier dates (historic MOIC, spec §3/§8), stored per fund and date with its data
 * or its error: a date already stored is not asked again, and one failure ('Failed to fetch historic MOIC', or
 * 'Something went wrong' without a text) stays with its date without touching the others. Whose MOIC it is
 * (`scopeKey`: the user and investor group) starts a new store; leaving the page aborts what is in flight.
 */
export function useHistoricMoic(
  fundId: Id,
  dates: readonly string[],
  scopeKey: string,
): Record<string, HistoricMoic<FundMoicTotals>> {
  const [store, setStore] = useState<{ scopeKey: string; byFund: HistoricMoicByFund<FundMoicTotals> }>({
    scopeKey,
    byFund: {},
  })
  const current = store.scopeKey === scopeKey ? store.byFund : {}
  const asked = useRef(new Map<string, AbortController>())
  const datesKey = dates.join(',')

  useEffect(() => {
    const controllers = asked.current
    return () => {
      for (const controller of controllers.values()) controller.abort()
      controllers.clear()
    }
  }, [scopeKey])

  useEffect(() => {
    const fund = String(fundId)
    for (const date of datesKey ? datesKey.split(',') : []) {
      const key = `${scopeKey}|${fund}|${date}`
      if (asked.current.has(key)) continue
      const controller = new AbortController()
      asked.current.set(key, controller)
      const save = (entry: HistoricMoic<FundMoicTotals>) =>
        setStore((previous) => {
          const base = previous.scopeKey === scopeKey ? previous.byFund : {}
          return { scopeKey, byFund: { ...base, [fund]: { ...base[fund], [date]: entry } } }
        })
      api.reporting.getHistoricMoic(fundId, date, { signal: controller.signal }).then(
        (data) => save({ data, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) {
            asked.current.delete(key)
            return
          }
          save(historicMoicFailure(failureText(error)))
        },
      )
    }
  }, [fundId, datesKey, scopeKey])

  return current[String(fundId)] ?? {}
}
