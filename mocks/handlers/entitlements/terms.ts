import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { reportFileName } from '../../../src/domain'
import { reportSubtypeIds } from '../../documentSearch'
import { workbookResponse } from '../../files/xlsx'
import { personas, type PersonaId } from '../../personas'
import { seedTerms } from '../../seed/content'
import { mockState } from '../../state'
import { acceptedTermsOf, acceptTerms, termsOf } from '../../store'
import { fail, requireInteger, requireObject, route } from '../route'

function termAcceptanceRows(body: Record<string, unknown>) {
  const start = typeof body.startDate === 'string' ? body.startDate.slice(0, 10) : null
  const end = typeof body.endDate === 'string' ? body.endDate.slice(0, 10) : null
  const email =
    typeof body.userEmail === 'string' && body.userEmail.trim() ? body.userEmail.trim().toLowerCase() : null
  return (Object.keys(personas) as PersonaId[]).flatMap((persona) => {
    const user = personas[persona]
    if (email && user.email.toLowerCase() !== email) return []
    return Object.entries(acceptedTermsOf(persona)).flatMap(([termId, when]) => {
      const term = seedTerms.find((t) => String(t.id) === termId)
      const day = when.slice(0, 10)
      if (!term || (start && day < start) || (end && day > end)) return []
      return [
        [
          user.email,
          `${user.firstName} ${user.lastName}`,
          term.name,
          term.associationType,
          term.whenAccepted ?? '',
          day,
        ],
      ]
    })
  })
}

/** The user's terms, their acceptance, and the administration's report of who accepted what. */
export const termsHandlers = [
  route(
    endpoints.terms,
    (call) => {
      const keys = new Set(call.scope.entitled.funds.flatMap((f) => [String(f.id), f.globalId]))
      return HttpResponse.json(termsOf(call.persona, keys))
    },
    { userLevel: true },
  ),

  route(
    endpoints.acceptTerms,
    async (call) => {
      const body = await call.json()
      if (!Array.isArray(body) || body.length === 0) fail(400, ['A list of term ids is required.'])
      const ids = body.map((id) => requireInteger(id, 'term id'))
      for (const id of ids) if (!seedTerms.some((t) => t.id === id && t.active !== false)) fail(404)
      acceptTerms(call.persona, ids, new Date().toISOString())
      return new HttpResponse(null, { status: 204 })
    },
    { userLevel: true },
  ),

  route(
    endpoints.termAcceptanceReport,
    async (call) => {
      if (!call.scope.isAdmin) fail(403)
      const body = requireObject(await call.json())
      // Terms are accepted per term, not per document: the subtypes asked for are checked, not filtered by.
      reportSubtypeIds(body.documentSubTypes)
      return workbookResponse(reportFileName('Term Acceptance Report', mockState.today), [
        {
          name: 'Term Acceptance',
          columns: ['Email', 'User', 'Term', 'Association', 'When Accepted', 'Accepted On'],
          rows: termAcceptanceRows(body),
        },
      ])
    },
    { userLevel: true },
  ),
]
