import { proxy, ref } from 'valtio'
import {
  ALL_ACCOUNTS_GROUP_ID,
  CLOSED_TERMS_DIALOG,
  featureFlagsFor,
  type AccountGroup,
  type ActionNoticeDismissal,
  type DocumentType,
  type EntitledAccount,
  type EntitledEntity,
  type FeatureFlags,
  type Impersonation,
  type NotificationMessage,
  type Preference,
  type SessionConsents,
  type Term,
  type TermsDialogState,
  type User,
} from '../../domain'
import { defaultRuntimeConfig, type RuntimeConfig } from '../config'

/** Where the start-up sequence stands (spec §4 Session, Terms). */
export type StartupPhase =
  'loadingUser' | 'loadingTerms' | 'awaitingTerms' | 'ready' | 'signingOut' | 'failed'

export interface PortalNotification extends NotificationMessage {
  id: string
}

/**
 * Session-wide state of the portal (ARCHITECTURE.md: user and permissions, impersonation, terms, selected
 * investor group, preferences, notifications, entitled funds/accounts, feature flags). One store per App,
 * and a fresh one per story; screen data lives in the screens' hooks, not here.
 */
export interface PortalState {
  config: RuntimeConfig
  /** The embedded demo provider answers (chosen at start-up): /login lists the demo personas. */
  demoProvider: boolean
  flags: FeatureFlags
  startup: StartupPhase
  /** True when this page load started a session (no active-session flag before): a saved deep link is followed. */
  firstLoadOfSession: boolean
  user: User | null
  impersonation: Impersonation | null
  /** The impersonated user's preferences (dates and numbers follow them while impersonating). */
  impersonatedPreferences: Preference[]
  impersonationError: string | null
  impersonationPending: boolean
  terms: Term[]
  termsDialog: TermsDialogState
  /** Consents given in this session ('Session' terms, and 'Once' terms while their post is in flight). */
  consents: SessionConsents
  accountGroups: AccountGroup[]
  /** The investor-account group sent as investorAccountGroupId: 'ALL' or a group id. */
  selectedGroupId: string
  entitledEntities: EntitledEntity[]
  entitledAccounts: EntitledAccount[]
  documentTypes: DocumentType[]
  actionRequiredCount: number
  /** The provider has answered the action-required count (or failed to): until then the count is unknown. */
  actionRequiredCountKnown: boolean
  /**
   * The home notice about documents requiring action, dismissed in this session (in memory, like the other
   * session choices: a new page load is a new session): by whom and at what count; null until dismissed.
   */
  actionNoticeDismissal: ActionNoticeDismissal | null
  /** The entitlements of initialisation have been asked for (each may have failed and been logged). */
  initialised: boolean
  notifications: PortalNotification[]
  /**
   * The reports drawer is expanded (spec §2.3): the reader's choice, kept while they move between reports for the
   * rest of the session; null until they choose, when a report too wide to fit beside it collapses it.
   */
  reportsDrawerOpen: boolean | null
  /** The name of the item the page is about (a fund, a data room, an event), put before the page's title. */
  pageTitleDetail: string | null
}

export function createPortalState(overrides: Partial<PortalState> = {}): PortalState {
  const config = overrides.config ?? defaultRuntimeConfig
  return proxy<PortalState>({
    config,
    demoProvider: false,
    flags: featureFlagsFor(config.environment),
    startup: 'loadingUser',
    firstLoadOfSession: false,
    user: null,
    impersonation: null,
    impersonatedPreferences: ref([]),
    impersonationError: null,
    impersonationPending: false,
    terms: ref([]),
    termsDialog: CLOSED_TERMS_DIALOG,
    consents: {},
    accountGroups: ref([]),
    selectedGroupId: ALL_ACCOUNTS_GROUP_ID,
    // Lists from the provider are immutable and replaced wholesale (wrapped in ref() wherever they are assigned):
    // Valtio does not proxy every item of them.
    entitledEntities: ref([]),
    entitledAccounts: ref([]),
    documentTypes: ref([]),
    actionRequiredCount: 0,
    actionRequiredCountKnown: false,
    actionNoticeDismissal: null,
    initialised: false,
    notifications: [],
    reportsDrawerOpen: null,
    pageTitleDetail: null,
    ...overrides,
  })
}
