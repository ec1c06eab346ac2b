import { Muted } from '../../components'
import { matchLoad, type EntitledUser } from '../../domain'
import type { Resource } from '../kit'
import { administrationTexts as texts } from './texts'

const nameOf = (user: EntitledUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email

/**
 * Whom the report's email names, announced politely as the look-up settles; a failed look-up is said here and
 * does not stop the report, so it is a status, not an alert.
 */
export function UserLookupStatus({ lookup }: { lookup: Resource<EntitledUser | null> }) {
  const text = matchLoad(lookup, {
    idle: () => '',
    pending: () => texts.lookingUpUser,
    rejected: () => texts.userLookupFailed,
    fulfilled: (user) => (user ? texts.userFound(nameOf(user), user.email) : texts.userNotFound),
  })
  return <Muted role="status">{text}</Muted>
}
