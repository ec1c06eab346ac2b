import { createContext, useContext, useMemo, type ReactNode } from 'react'
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
  Id,
  Preference,
  PreferenceSetting,
  UserFormats,
  VideoHost,
} from '../domain'

/** What the profile's group editor saves: the group's name and its accounts. */
export interface AccountGroupDraft {
  name: string
  accountIds: readonly Id[]
}

/** The outcome of creating a group: its id once created, and whether every account was added to it. */
export interface GroupCreation {
  groupId: Id | null
  complete: boolean
}

/** What a screen may know about the session: a snapshot, replaced when any of it changes. */
export interface PortalSessionData {
  /** The user the portal acts for: the impersonated user while impersonating. */
  user: User | EntitledUser | null
  /** The signed-in user (the administrator while impersonating). */
  signedInUser: User | null
  permissions: SessionPermissions
  flags: FeatureFlags
  /** The preferences the portal follows: the impersonated user's while impersonating. */
  preferences: readonly Preference[]
  formats: UserFormats
  entitledEntities: readonly EntitledEntity[]
  entitledAccounts: readonly EntitledAccount[]
  documentTypes: readonly DocumentType[]
  accountGroups: readonly AccountGroup[]
  selectedGroupId: string
  /** Documents that require action; null until the provider has answered (0 when it failed). */
  actionRequiredCount: number | null
  /**
   * The home notice about documents requiring action shows (spec §2.5): some do, and the investor has not
   * dismissed it in this session, or a new action item arrived since.
   */
  isShownActionRequiredDocumentsNotice: boolean
  /**
   * The reporting terms (the built-in General Terms & Conditions and the provider's reporting terms, REPORTING_TERMS)
   * are accepted in this session. The report pages ask for them before they open; anywhere else that shows report
   * figures (home's portfolio) shows none, and asks for none from the provider, until they are, offering to ask
   * for them with requestConsent(REPORTING_TERMS).
   */
  reportingTermsAccepted: boolean
  impersonationPending: boolean
  impersonationError: string | null
  /**
   * The reports drawer is expanded, the same on every report once the user has toggled it; null until then (a
   * report too wide to fit beside the drawer collapses it).
   */
  reportsDrawerOpen: boolean | null
  /** The manager's insights hub, outside the portal (the runtime configuration's links.insightsHub). */
  insightsHubUrl: string
  /** Where videos play from (the runtime configuration's video host); null: none is configured. */
  videoHost: VideoHost | null
}

/** What a screen may do to the session: stable functions, the same for the whole session. */
export interface PortalActions {
  notifySuccess: (text: string) => void
  notifyWarning: (text: string) => void
  /**
   * The one way a failure reaches the user: an abort is ignored; anything else is logged and shown as a warning,
   * with the §8 warning given, or else the §8 text the call failed with.
   */
  reportFailure: (error: unknown, warning?: string) => void
  /** Opens the terms dialog for a scope; resolves with each term's outcome, null when abandoned. */
  requestConsent: (scope: TermScope) => Promise<DialogTerm[] | null>
  refreshActionRequiredCount: () => Promise<void>
  /** Hides the home notice for the rest of the session, until a new action item arrives. */
  dismissActionRequiredDocumentsNotice: () => void
  reloadAccountGroups: () => Promise<void>
  selectInvestorGroup: (groupId: string | null) => void
  /**
   * Sets a preference: applied at once, then saved; false (with the previous value back and 'Failed to update user
   * preference' shown) when the save failed. Not sent while impersonating.
   */
  savePreference: (setting: PreferenceSetting, value: string) => Promise<boolean>
  /** Creates a group and adds its accounts, with the §8 messages; local only while impersonating. */
  createAccountGroup: (draft: AccountGroupDraft) => Promise<GroupCreation>
  /** Renames a group and adds or removes accounts, with the §8 messages; local only while impersonating. */
  updateAccountGroup: (group: AccountGroup, draft: AccountGroupDraft) => Promise<boolean>
  /** Deletes a group, with the §8 messages; local only while impersonating. */
  deleteAccountGroup: (group: AccountGroup) => Promise<boolean>
  startImpersonation: (email: string) => Promise<boolean>
  stopImpersonation: () => Promise<void>
  setReportsDrawerOpen: (open: boolean) => void
  /**
   * Names the item the page is about (a fund, a data room, an event) in the document title, before the route's
   * title; null leaves the route's title alone.
   */
  setPageTitle: (detail: string | null) => void
}

/**
 * What a screen may know and do about the session. The app implements it over its stores; stories and tests
 * provide it through the same provider. Screens never import src/app.
 */
export type PortalSession = PortalSessionData & PortalActions

const SessionDataContext = createContext<PortalSessionData | null>(null)
const ActionsContext = createContext<PortalActions | null>(null)

/** Provides a session as two contexts, so a component that only acts does not re-render when the data changes. */
export function PortalSessionProvider({
  data,
  actions,
  children,
}: {
  data: PortalSessionData
  actions: PortalActions
  children: ReactNode
}) {
  return (
    <ActionsContext.Provider value={actions}>
      <SessionDataContext.Provider value={data}>{children}</SessionDataContext.Provider>
    </ActionsContext.Provider>
  )
}

/** The session's stable actions; a component using only these does not re-render with the session's data. */
export function usePortalActions(): PortalActions {
  const actions = useContext(ActionsContext)
  if (!actions) throw new Error('usePortalActions must be used inside the portal session provider')
  return actions
}

export function usePortalSession(): PortalSession {
  const data = useContext(SessionDataContext)
  const actions = usePortalActions()
  if (!data) throw new Error('usePortalSession must be used inside the portal session provider')
  return useMemo(() => ({ ...data, ...actions }), [data, actions])
}
