/**
 * The hostile-input corpus and where the provider writes it with the corpus on (`POST {api}/__mock/hostile`), by
 * sink: the strings (hostile/corpus.ts), fund names and types (hostile/names.ts), and the rewrites of the
 * entitlements', documents', reporting and calendar answers (hostile/entitlements.ts, documents.ts, reporting.ts,
 * calendar.ts).
 */
import { calendarRules } from './hostile/calendar'
import { documentRules } from './hostile/documents'
import { entitlementRules } from './hostile/entitlements'
import { reportingRules } from './hostile/reporting'
import type { HostileRule } from './hostile/rule'

export { hostileCorpus, hostileNumbersAsText, hostileText, hugeHostileTexts } from './hostile/corpus'
export { hostileCompanyName, hostileFundName, hostileFundType, hostileReportFileName } from './hostile/names'
export { HUGE_TITLE_POSITION } from './hostile/documents'
export { hostileEventId, hostilePlannerEmails } from './hostile/calendar'

const rewrite: readonly HostileRule[] = [
  ...entitlementRules,
  ...documentRules,
  ...reportingRules,
  ...calendarRules,
]

/** The answer with the corpus written in, for the calls that carry names and texts; others unchanged. */
export async function withHostileCorpus(path: string, response: Response): Promise<Response> {
  const rule = rewrite.find((candidate) => candidate.path.test(path))
  if (!rule || !response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return response
  const body = rule.apply(await response.json())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}
