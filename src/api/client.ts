import wretch from 'wretch'
import { requestContext } from './context'

/** The one wretch instance every call is built on: the provider's host, with credentials. */
export function provider() {
  return wretch(requestContext.baseUrl.replace(/\/$/, '')).options({ credentials: 'include' })
}
