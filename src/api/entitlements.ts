import type { User } from '../domain'
import { provider } from './client'
import { ApiError } from './errors'

/** GET /entitlements/v1/user/profile, never cached (spec §7). */
export async function getUserProfile(signal?: AbortSignal): Promise<User> {
  try {
    return await provider()
      .url('/entitlements/v1/user/profile')
      .headers({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' })
      .options(signal ? { signal } : {})
      .get()
      .json<User>()
  } catch (error) {
    const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : null
    throw new ApiError('Failed to load user profile', status)
  }
}
