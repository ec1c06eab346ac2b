import { ref } from 'valtio'
import * as entitlements from '../../api/entitlements'
import { preferenceValue, rejectionTexts, withPreference, type PreferenceSetting } from '../../domain'
import { notifyWarning } from './notifications'
import type { PortalState } from './portalStore'

/** Saves run one after another: a second change never races the first's look-up of the preference's id. */
const queues = new WeakMap<PortalState, Promise<unknown>>()

/**
 * Sets one of the user's preferences (spec §4, §7). The value applies at once across the portal; the save
 * (GET the id, then POST or PUT) follows, and a failure restores the previous value with 'Failed to update user
 * preference'. While impersonating nothing is sent: the change applies to the impersonated user's view only.
 */
export function saveUserPreference(
  portal: PortalState,
  setting: PreferenceSetting,
  value: string,
): Promise<boolean> {
  if (portal.impersonation) {
    portal.impersonatedPreferences = ref(withPreference(portal.impersonatedPreferences, setting, value))
    return Promise.resolve(true)
  }
  const user = portal.user
  if (!user) return Promise.resolve(false)
  const previous = preferenceValue(user.preferences, setting)
  user.preferences = withPreference(user.preferences, setting, value)
  const save = async () => {
    try {
      await entitlements.savePreference(user.userId, setting, value)
      return true
    } catch (error) {
      console.error(error)
      // Only this setting goes back, and only if nothing changed it since.
      if (preferenceValue(user.preferences, setting) === value)
        user.preferences = withPreference(user.preferences, setting, previous)
      notifyWarning(portal, rejectionTexts.userPreference)
      return false
    }
  }
  const queued = (queues.get(portal) ?? Promise.resolve()).then(save)
  queues.set(portal, queued)
  return queued
}
