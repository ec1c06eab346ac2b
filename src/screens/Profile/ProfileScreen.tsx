import styled from 'styled-components'
import { Message, PageLayout, theme } from '../../components'
import { ALL_ACCOUNTS_GROUP_ID } from '../../domain'
import { useUrlFilters, type FilterCodec } from '../kit'
import { usePortalSession } from '../portalSession'
import { profileTexts } from './texts'
import { AccountGroupsPanel } from './AccountGroupsPanel'
import { PasswordPanel } from './PasswordPanel'
import { PreferencesPanel } from './PreferencesPanel'

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`

/** The group the editor shows: ALL (left out of the URL), NEW or a group id. */
const groupFilter: FilterCodec<string> = {
  parse: (values) => values[0] || ALL_ACCOUNTS_GROUP_ID,
  format: (groupId) => (groupId === ALL_ACCOUNTS_GROUP_ID ? [] : [groupId]),
}
const schema = { group: groupFilter }

/**
 * The profile (spec §2.5): preferences, the account-group editor and the password change. While impersonating,
 * preferences and groups change for this session only, and nothing is sent (spec §4).
 */
export function ProfileScreen() {
  const session = usePortalSession()
  const [{ group }, setFilters] = useUrlFilters(schema)
  const impersonated = session.permissions.isImpersonating
    ? [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ')
    : null
  return (
    <PageLayout title={profileTexts.title}>
      <Sections>
        {impersonated !== null && (
          <Message role="note">{profileTexts.impersonatingNote(impersonated)}</Message>
        )}
        <PreferencesPanel />
        <AccountGroupsPanel groupId={group} onChoose={(next) => setFilters({ group: next })} />
        <PasswordPanel />
      </Sections>
    </PageLayout>
  )
}
