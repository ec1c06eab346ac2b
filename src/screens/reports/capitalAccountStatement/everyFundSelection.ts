import { api } from '../../../api'
import { statementSelection } from '../../../domain'

/**
 * For tests against the mock provider: the investor's statement selection at the latest reporting date, with every
 * fund of that date chosen (the page's default chooses the first).
 */
export async function everyFundSelection() {
  const periods = await api.reporting.getCapitalAccountPeriods()
  const first = statementSelection(periods, { date: null, funds: null, currency: null })!
  return statementSelection(periods, {
    date: null,
    funds: first.funds.map((fund) => fund.id),
    currency: null,
  })!
}
