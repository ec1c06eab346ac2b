import { firstErrorText } from '../../domain'
import { requestVoid, type CallOptions } from '../client'
import { requestContext } from '../context'
import { sessionEndpoints } from '../endpoints/session'
import { ApiError } from '../errors'
import type { PasswordChangeRequest } from '../types'

/**
 * Asks the identity provider (runtime configuration) to email the user a password reset link, without
 * credentials: the provider is another origin. Its errors are read from the first item of the answer (spec §7);
 * without one, 'Some error occurred. Please try again.'.
 */
export async function changePassword(email: string, { signal }: CallOptions = {}): Promise<void> {
  const endpoint = requestContext.passwordChange
  const failure = sessionEndpoints.passwordChange.failure
  if (!endpoint) throw new ApiError(failure, null)
  const request: PasswordChangeRequest = {
    client_id: endpoint.clientId,
    email,
    connection: endpoint.connection,
  }
  try {
    await requestVoid({
      method: sessionEndpoints.passwordChange.method,
      path: endpoint.url,
      body: request,
      failure,
      signal,
      credentials: 'omit',
      withContext: false,
      external: true,
    })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error
    throw new ApiError(firstErrorText(error.body), error.status)
  }
}
