import { firstErrorText, type InvestorRequestPayload } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import { ApiError, ChangeRefusedError } from '../errors'

/**
 * POST an investor request. Resolves true when the answer is truthy (sent). A failure rejects with the first
 * element of the answer body, or 'Some error occurred. Please try again.' (spec §8).
 */
export async function sendInvestorRequest(
  request: InvestorRequestPayload,
  { signal }: CallOptions = {},
): Promise<boolean> {
  const spec = { ...callTo(endpoints.investorRequest), body: request, signal }
  try {
    return Boolean(await requestJson(spec, () => false))
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof ChangeRefusedError || error.status === null)
      throw error
    throw new ApiError(firstErrorText(error.body), error.status)
  }
}
