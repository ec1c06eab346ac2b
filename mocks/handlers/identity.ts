import { http, HttpResponse } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import { failureResponse, fail, requireObject, requireString } from './route'

/** What the identity provider answers a change-password request, whether or not the address is known. */
export const PASSWORD_CHANGE_ANSWER = "We've just sent you an email to reset your password."

/**
 * The identity provider's change-password endpoint (an Auth0-style database connection), played by the demo
 * provider: no session (the portal calls it
 * without credentials), the user named by email. Like the real one it never says whether an address exists; a
 * malformed request is a 400 whose body's first item is the reason. Faults apply as to any provider call.
 */
export const identityHandlers = [
  http.post(`*${endpoints.passwordChange.template}`, async ({ request }) => {
    try {
      const text = await request.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        fail(400, ['The request body is not valid JSON.'])
      }
      const fields = requireObject(body)
      requireString(fields.client_id, 'client_id')
      requireString(fields.connection, 'connection')
      const email = requireString(fields.email, 'email').trim()
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(400, ['The email address is not valid.'])
      // Known or not, the answer is the same: the provider does not reveal who has an account.
      return HttpResponse.text(PASSWORD_CHANGE_ANSWER)
    } catch (error) {
      return failureResponse(error)
    }
  }),
]
