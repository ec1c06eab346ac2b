import styled from 'styled-components'
import { userMenuTexts } from '../../../domain'
import { ChevronDownIcon, UserIcon } from '../../icons'
import { MenuButton, type MenuItem } from '../../inputs/MenuButton'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { theme } from '../../theme/tokens'

const Name = styled.span`
  max-width: ${px(theme.sizes.menuMinWidth)};
  overflow: hidden;
  text-overflow: ellipsis;
`

/** What the impersonation item shows: nothing (not an administrator), 'Impersonate User', or 'Stop Impersonating'. */
export type ImpersonationMenuState = 'unavailable' | 'available' | 'active'

export interface UserMenuProps {
  /** The signed-in user's name, shown on the button. */
  userName: string
  /** From sessionPermissions(): canStartImpersonation → available, isImpersonating → active. */
  impersonation: ImpersonationMenuState
  onPreferences: () => void
  /** 'Impersonate User': opens the impersonation page (where 'Start Impersonation' starts it). */
  onImpersonate: () => void
  onStopImpersonating: () => void
  onSignOut: () => void
}

/** The user's menu: Preferences, Impersonate User or Stop Impersonating, Sign out. */
export function UserMenu({
  userName,
  impersonation,
  onPreferences,
  onImpersonate,
  onStopImpersonating,
  onSignOut,
}: UserMenuProps) {
  const items: MenuItem[] = [
    { id: 'preferences', label: userMenuTexts.preferences, onSelect: onPreferences },
    ...(impersonation === 'available'
      ? [{ id: 'impersonate', label: userMenuTexts.impersonateUser, onSelect: onImpersonate }]
      : []),
    ...(impersonation === 'active'
      ? [{ id: 'stop', label: userMenuTexts.stopImpersonating, onSelect: onStopImpersonating }]
      : []),
    { id: 'signout', label: userMenuTexts.signOut, onSelect: onSignOut },
  ]
  return (
    <MenuButton
      label={componentTexts.userMenu(userName)}
      variant="inverse"
      placement="bottom-end"
      groups={[{ id: 'user', items }]}
    >
      <UserIcon />
      <Name>{userName}</Name>
      <ChevronDownIcon size="sm" />
    </MenuButton>
  )
}
