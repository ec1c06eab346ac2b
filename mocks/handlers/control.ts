import { http, HttpResponse } from 'msw'
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE, endpoints } from '../../src/api/endpoints'
import { applyFault, clearFaults, setFaults, takeFault } from '../faults'
import { isAllowedReturnTo, isServedOrigin } from '../origins'
import { isPersonaId, personaIds, personas, type PersonaId } from '../personas'
import { clearRequestLog, logRequest, loggedRequests, recordRefusal } from '../requestLog'
import { mockState, notifyMockStateChange, resetMockState } from '../state'
import { failureResponse, providerPathOf, sessionPersona, SESSION_COOKIE } from './route'

/**
 * Control routes of the embedded provider, answered the same in every host:
 * POST/DELETE/GET {api}/__mock/faults, GET {api}/__mock/requests, POST {api}/__mock/reset,
 * GET/POST/DELETE {api}/__mock/session; and the sign-in/sign-out navigations of the standalone server.
 */
const control = (path: string) => `*/__mock/${path}`

const json = async (request: Request): Promise<unknown> => {
  const text = await request.text()
  try {
    return text.trim() === '' ? null : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

const sessionCookie = (persona: PersonaId | null): string =>
  persona
    ? `${SESSION_COOKIE}=${persona}; Path=/; HttpOnly; SameSite=Lax`
    : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

/** Signs a persona in (or out): the state's persona in browsers and vitest, a cookie on the server. */
function startSession(persona: PersonaId | null): HeadersInit {
  if (mockState.sessionMode === 'cookie') return { 'Set-Cookie': sessionCookie(persona) }
  mockState.persona = persona
  notifyMockStateChange()
  return {}
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The portal that navigated here (its Referer), when it is an allowed origin: the portal sends the user to
 * `{api}/signin` without a returnTo, and comes back to its own origin after the persona is chosen.
 */
function portalReferer(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const origin = new URL(referer).origin
    return origin !== new URL(request.url).origin && isAllowedReturnTo(origin, request.url)
      ? `${origin}/`
      : null
  } catch {
    return null
  }
}

/** The standalone server's demo sign-in page: one link per persona. */
function signInPage(url: URL, returnTo: string | null): Response {
  const links = personaIds
    .map((id) => {
      const target = new URL(url.href)
      target.search = ''
      target.searchParams.set('persona', id)
      if (returnTo) target.searchParams.set('returnTo', returnTo)
      const user = personas[id]
      return `<li><a href="${escapeHtml(target.pathname + target.search)}">${escapeHtml(id)}</a> (${escapeHtml(`${user.firstName} ${user.lastName}`)})</li>`
    })
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo sign-in</title></head><body><h1>Demo sign-in</h1><p>Choose a persona of the mock provider.</p><ul>${links}</ul></body></html>`
  return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

function redirectOrPage(
  url: URL,
  request: Request,
  headers: HeadersInit,
  fallback: () => Response,
): Response {
  const returnTo = url.searchParams.get('returnTo')
  if (returnTo && !isAllowedReturnTo(returnTo, request.url))
    return HttpResponse.json(['returnTo is not an allowed origin.'], { status: 400 })
  if (!returnTo) {
    const page = fallback()
    const merged = new Headers(page.headers)
    new Headers(headers).forEach((value, key) => merged.append(key, value))
    return new HttpResponse(page.body, { status: page.status, headers: merged })
  }
  return new HttpResponse(null, {
    status: 302,
    headers: { ...Object.fromEntries(new Headers(headers)), Location: returnTo },
  })
}

export const controlHandlers = [
  http.post(control('faults'), async ({ request }) => {
    try {
      const body = await json(request)
      if (body === undefined) return HttpResponse.json(['The fault list is not valid JSON.'], { status: 400 })
      setFaults(body)
      return HttpResponse.json(mockState.faults)
    } catch (error) {
      return failureResponse(error)
    }
  }),
  http.delete(control('faults'), () => {
    clearFaults()
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(control('faults'), () => HttpResponse.json(mockState.faults)),
  http.get(control('requests'), () => HttpResponse.json(loggedRequests())),
  http.delete(control('requests'), () => {
    clearRequestLog()
    return new HttpResponse(null, { status: 204 })
  }),
  http.post(control('reset'), ({ request }) => {
    // The seeded book comes back; who is signed in stays (the server's cookie is the browser's).
    resetMockState(mockState.sessionMode === 'cookie' ? null : sessionPersona(request))
    return new HttpResponse(null, { status: 204 })
  }),
  // The hostile-input corpus on or off (mocks/hostile.ts); a reset turns it off.
  http.post(control('hostile'), () => {
    mockState.hostile = true
    return new HttpResponse(null, { status: 204 })
  }),
  http.delete(control('hostile'), () => {
    mockState.hostile = false
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(control('session'), ({ request }) => HttpResponse.json({ persona: sessionPersona(request) })),
  http.post(control('session'), async ({ request }) => {
    const body = await json(request)
    const persona =
      typeof body === 'object' && body !== null ? (body as { persona?: unknown }).persona : undefined
    if (!isPersonaId(persona))
      return HttpResponse.json([`persona must be one of ${personaIds.join(', ')}.`], { status: 400 })
    return HttpResponse.json({ persona }, { headers: startSession(persona) })
  }),
  http.delete(control('session'), () => new HttpResponse(null, { status: 204, headers: startSession(null) })),
]

/** The audit lines of calls refused before any handler ran (GET {api}/__mock/requests, `refused`). */
export const REFUSALS = {
  noAntiForgeryHeader: 'no anti-forgery header',
  foreignOrigin: 'foreign origin',
  notJson: 'body not application/json',
} as const

/**
 * What the browser fetches by itself, with no header of ours: the sign-in and sign-out navigations. The identity
 * provider's path is another service's (posted to without credentials, so nothing to forge); the video host's
 * media is served outside the handlers (mocks/videoHost.ts).
 */
const NAVIGATIONS = [endpoints.signIn.template, endpoints.signOut.template, '/dbconnections/'].map((path) =>
  path.toLowerCase(),
)
const isNavigation = (path: string): boolean =>
  NAVIGATIONS.some((exempt) => path.toLowerCase().startsWith(exempt))

const hasBody = (request: Request): boolean =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.headers.get('content-length') !== '0'

const isJson = (contentType: string | null): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')

/**
 * The provider's rules against forged calls, before any handler: a call without the portal's header (a page of
 * another site can send a "simple" request with the investor's cookie, never one with a custom header), or from an
 * origin the provider does not serve, is refused with 403; a body that is not JSON with 415. Nothing is written;
 * the refusal is the call's one audit line.
 */
async function forgeryRefusal(request: Request, path: string): Promise<Response | undefined> {
  if (isNavigation(path)) return undefined
  const refuse = async (reason: string, status: number) => {
    await recordRefusal(request, path, reason)
    return HttpResponse.json(['The call was refused.'], { status })
  }
  if (request.headers.get(ANTI_FORGERY_HEADER) !== ANTI_FORGERY_VALUE)
    return refuse(REFUSALS.noAntiForgeryHeader, 403)
  const origin = request.headers.get('origin')
  if (origin !== null && !isServedOrigin(origin, request.url)) return refuse(REFUSALS.foreignOrigin, 403)
  if (
    hasBody(request) &&
    (await request.clone().text()) !== '' &&
    !isJson(request.headers.get('content-type'))
  )
    return refuse(REFUSALS.notJson, 415)
  return undefined
}

/**
 * Every provider call passes here first: it is recorded for GET /__mock/requests, refused if it could be forged,
 * and a matching fault answers instead of the normal handler. Anything that is not a provider call passes
 * through untouched.
 */
export const providerGate = http.all('*', async ({ request }) => {
  const path = providerPathOf(new URL(request.url))
  if (!path || path.startsWith('/__mock/')) return undefined
  await logRequest(request, path)
  const refusal = await forgeryRefusal(request, path)
  if (refusal) return refusal
  const fault = takeFault(mockState.faults, request.method, path)
  return fault ? applyFault(fault, request.signal) : undefined
})

export const sessionHandlers = [
  http.get(`*${endpoints.signIn.template}`, ({ request }) => {
    const url = new URL(request.url)
    const persona = url.searchParams.get('persona')
    if (persona === null) return signInPage(url, url.searchParams.get('returnTo') ?? portalReferer(request))
    if (!isPersonaId(persona))
      return HttpResponse.json([`persona must be one of ${personaIds.join(', ')}.`], { status: 400 })
    const headers = startSession(persona)
    return redirectOrPage(url, request, headers, () => HttpResponse.json({ persona }))
  }),
  http.get(`*${endpoints.signOut.template}`, ({ request }) => {
    const url = new URL(request.url)
    const headers = startSession(null)
    // The page links to the sign-in under the same API base.
    const signIn = url.href.slice(0, url.href.indexOf(endpoints.signOut.template)) + endpoints.signIn.template
    return redirectOrPage(url, request, headers, () => signInPage(new URL(signIn), null))
  }),
]
