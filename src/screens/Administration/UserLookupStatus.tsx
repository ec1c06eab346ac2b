import { Muted } from '../../components'
import type { EntitledUser } from '../../domain'
import type { Resource } from '../kit'
import { administrationTexts as texts } from '../texts'

/** Whom the report's email names, announced politely as the look-up settles. */
export function UserLookupStatus({ lookup }: { lookup: Resource<EntitledUser | null> }) {
  const text =
    lookup.status === 'pending'
      ? texts.lookingUpUser
      : lookup.status === 'rejected'
        ? texts.userLookupFailed
        : lookup.status === 'fulfilled'
          ? lookup.data
            ? texts.userFound(
                [lookup.data.firstName, lookup.data.lastName].filter(Boolean).join(' ') || lookup.data.email,
                lookup.data.email,
              )
            : texts.userNotFound
          : ''
  return <Muted role="status">{text}</Muted>
}
