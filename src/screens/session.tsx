import { createContext, useContext } from 'react'
import type {
  AccountGroup,
  DialogTerm,
  DocumentType,
  EntitledAccount,
  EntitledEntity,
  FeatureFlags,
  SessionPermissions,
  TermScope,
  User,
  EntitledUser,
  UserFormats,
} from '../domain'

/**
 * What a screen may know and do about the session. The app implements it over its stores; stories
 * and tests provide it through the same context. Screens never import src/app.
 */
export interface PortalSession {
  /** The user the portal acts for: the impersonated user while impersonating. */
  user: User | EntitledUser | null
  /** The signed-in user (the administrator while impersonating). */
  signedInUser: User | null
  permissions: SessionPermissions
  flags: FeatureFlags
  formats: UserFormats
  entitledEntities: readonly EntitledEntity[]
  entitledAccounts: readonly EntitledAccount[]
  documentTypes: readonly DocumentType[]
  accountGroups: readonly AccountGroup[]
  selectedGroupId: string
  /** Documents that require action; null until the provider has answered (0 when it failed). */
  actionRequiredCount: number | null
  impersonationPending: boolean
  impersonationError: string | null
  notifySuccess: (text: string) => void
  notifyWarning: (text: string) => void
  /** Opens the terms dialog for a scope; resolves with each term's outcome, null when abandoned. */
  requestConsent: (scope: TermScope) => Promise<DialogTerm[] | null>
  refreshActionRequiredCount: () => Promise<void>
  reloadAccountGroups: () => Promise<void>
  selectInvestorGroup: (groupId: string | null) => void
  startImpersonation: (email: string) => Promise<boolean>
  stopImpersonation: () => Promise<void>
}

export const PortalSessionContext = createContext<PortalSession | null>(null)

export function usePortalSession(): PortalSession {
  const session = useContext(PortalSessionContext)
  if (!session) throw new Error('usePortalSession must be used inside the portal session provider')
  return session
}
