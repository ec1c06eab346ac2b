/** A dated cash flow: contributions negative, distributions (and an ending value) positive. */
export interface DatedFlow {
  /** An ISO date, yyyy-mm-dd (a time after it is ignored). */
  date: string
  amount: number
}

const DAY_MS = 86_400_000
/** The lowest rate there is: -100% would divide by zero. */
const LOWEST_RATE = -0.999_999_999
const HIGHEST_RATE = 1e9
const TOLERANCE = 1e-10

const dayOf = (date: string): number => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS

/**
 * The annual rate at which the flows' net present value is zero, as a spreadsheet's XIRR works it out: each flow
 * discounted by (1 + rate) to the power of its days after the earliest flow over 365. Null where there is no such
 * rate: fewer than two flows, flows that never change sign, an invalid date or amount, or no root between -100%
 * and 10^9. Newton's method from 10%, as the spreadsheet guesses; where it does not settle, bisection over the
 * interval where the value changes sign, which always ends.
 */
export function xirr(flows: readonly DatedFlow[]): number | null {
  if (flows.length < 2) return null
  if (!flows.some((flow) => flow.amount > 0) || !flows.some((flow) => flow.amount < 0)) return null
  // Flows of one day are one flow (the value is a sum of discounted flows): a portfolio's funds call and
  // distribute on the same days, and each day's date is read once. 10,000 flows of 50 funds on 200 days are
  // 200 terms at each step.
  const byDay = new Map<string, number>()
  for (const { date, amount } of flows) {
    if (!Number.isFinite(amount)) return null
    const day = date.slice(0, 10)
    byDay.set(day, (byDay.get(day) ?? 0) + amount)
  }
  const days: number[] = []
  const amounts: number[] = []
  for (const [date, amount] of byDay) {
    const day = dayOf(date)
    if (!Number.isFinite(day)) return null
    days.push(day)
    amounts.push(amount)
  }
  // A loop, not Math.min(...days): a portfolio's 100,000 flows would overflow the call stack as arguments.
  const first = days.reduce((earliest, day) => (day < earliest ? day : earliest), Infinity)
  const years = days.map((day) => (day - first) / 365)
  const value = (rate: number): number => {
    const growth = Math.log1p(rate)
    let sum = 0
    for (let index = 0; index < amounts.length; index++)
      sum += amounts[index]! * Math.exp(-years[index]! * growth)
    return sum
  }
  // The value's derivative: each flow's discounted amount times -years / (1 + rate).
  const slope = (rate: number): number => {
    const growth = Math.log1p(rate)
    let sum = 0
    for (let index = 0; index < amounts.length; index++)
      sum -= years[index]! * amounts[index]! * Math.exp(-years[index]! * growth)
    return sum / (1 + rate)
  }
  const scale = flows.reduce((sum, flow) => sum + Math.abs(flow.amount), 0)

  let rate = 0.1
  for (let step = 0; step < 50; step++) {
    const npv = value(rate)
    if (Math.abs(npv) <= TOLERANCE * scale) return rate
    const next = rate - npv / slope(rate)
    if (!Number.isFinite(next) || next <= LOWEST_RATE || next >= HIGHEST_RATE) break
    if (Math.abs(next - rate) <= TOLERANCE) return next
    rate = next
  }
  return bisect(value, scale)
}

/** The root of `value` by halving the interval where it changes sign; null when it never does. */
function bisect(value: (rate: number) => number, scale: number): number | null {
  let low = LOWEST_RATE
  let high = 1
  while (Math.sign(value(low)) === Math.sign(value(high))) {
    high *= 10
    if (high > HIGHEST_RATE) return null
  }
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2
    const npv = value(middle)
    if (Math.abs(npv) <= TOLERANCE * scale || high - low <= TOLERANCE) return middle
    if (Math.sign(npv) === Math.sign(value(low))) low = middle
    else high = middle
  }
  return (low + high) / 2
}
