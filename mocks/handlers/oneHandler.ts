import { http, type HttpHandler } from 'msw'

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * A quick test that a handler's path could match a URL: `*` any text, `:name` one segment, a trailing slash
 * allowed, any case (as MSW's path-to-regexp matching). Looser is safe (MSW still decides); a path of another
 * shape (a RegExp, an absolute URL) is always tried.
 */
function couldMatchPath(path: HttpHandler['info']['path']): (url: URL) => boolean {
  if (typeof path !== 'string' || !(path.startsWith('*') || path.startsWith('/'))) return () => true
  const pattern = new RegExp(
    `^${path
      .split('*')
      .map((part) => escapeRegExp(part).replace(/:\w+/g, '[^/]+'))
      .join('.*')}/?$`,
    'i',
  )
  return path.startsWith('*')
    ? (url) => pattern.test(`${url.origin}${url.pathname}`)
    : (url) => pattern.test(url.pathname)
}

function couldMatchMethod(method: HttpHandler['info']['method']): (request: Request) => boolean {
  return typeof method === 'string'
    ? (request) => request.method.toUpperCase() === method.toUpperCase()
    : (request) => method.test(request.method)
}

/**
 * One MSW handler answering for a list of them, in their order. MSW asks every handler of its list about every
 * request, and each asking parses the URL and every cookie (the document's, its cookie store's and the header's,
 * which it also appends to the request): with the provider's 70 handlers that was about a third of a story's
 * script time in the browser. Here a handler is asked only when its method and path could match (patterns made
 * once); MSW's own matching then decides and reads the parameters, so every answer is the same.
 */
export function oneHandler(list: readonly HttpHandler[]): HttpHandler {
  const candidates = list.map((handler) => ({
    handler,
    method: couldMatchMethod(handler.info.method),
    path: couldMatchPath(handler.info.path),
  }))
  return http.all('*', async ({ request, requestId }) => {
    const url = new URL(request.url)
    for (const { handler, method, path } of candidates) {
      if (!method(request) || !path(url)) continue
      const result = await handler.run({ request, requestId })
      if (result?.response) return result.response
    }
    return undefined
  })
}
