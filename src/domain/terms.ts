import type { Id } from './entities/filters'
import type { Term, TermAssociationType, TermConsent } from './entities/term'
import { GENERAL_TERMS_NAME, GENERAL_TERMS_TEXT } from './texts/terms'

/** spec §4, §9: sitewide 1, entitled entity 2, document type 3, reporting 4; unknown types come last. */
export const associationPriority: Record<TermAssociationType, number> = {
  Sitewide: 1,
  EntitledEntity: 2,
  DocumentType: 3,
  Reporting: 4,
}

const UNKNOWN_ASSOCIATION_PRIORITY = 5

export const termPriority = (term: Pick<Term, 'associationType'>): number =>
  associationPriority[term.associationType as TermAssociationType] ?? UNKNOWN_ASSOCIATION_PRIORITY

/** Terms ordered by association priority; terms of equal priority keep their order. */
export const orderTermsByPriority = <T extends Pick<Term, 'associationType'>>(terms: readonly T[]): T[] =>
  [...terms].sort((a, b) => termPriority(a) - termPriority(b))

/** The built-in reporting term (spec §3). Never posted: it is asked for once per session. */
export const generalTermsAndConditions: Term = {
  id: -1,
  name: GENERAL_TERMS_NAME,
  text: GENERAL_TERMS_TEXT,
  status: 'Active',
  active: true,
  associationType: 'Reporting',
  associations: [],
  whenAccepted: 'Session',
  accepted: false,
}

/**
 * The provider's terms with the built-in one: it is asked with the provider's reporting terms, before them
 * (the sort by priority is stable), in the same dialog.
 */
export const withBuiltInTerms = (terms: readonly Term[]): Term[] => [
  generalTermsAndConditions,
  ...terms.filter((term) => term.id !== generalTermsAndConditions.id),
]

/** Which terms a page or action is subject to. */
export interface TermScope {
  sitewide?: boolean
  reporting?: boolean
  entityIds?: readonly Id[]
  documentTypeIds?: readonly Id[]
}

const covers = (term: Term, ids: readonly Id[] | undefined): boolean => {
  const wanted = new Set((ids ?? []).map(String))
  return (term.associations ?? []).some((id) => wanted.has(String(id)))
}

export function termApplies(term: Term, scope: TermScope): boolean {
  switch (term.associationType) {
    case 'Sitewide':
      return scope.sitewide === true
    case 'Reporting':
      return scope.reporting === true
    case 'EntitledEntity':
      return covers(term, scope.entityIds)
    case 'DocumentType':
      return covers(term, scope.documentTypeIds)
    default:
      return false
  }
}

export const isTermActive = (term: Term): boolean => term.active !== false && term.status !== 'Inactive'

/** Consents given or refused in this session, by term id. */
export type SessionConsents = Readonly<Record<string, TermConsent | undefined>>

/** A 'once' term accepted on the server is done; a 'session' term needs consent in every session. */
export function needsConsent(term: Term, sessionConsents: SessionConsents = {}): boolean {
  if (sessionConsents[String(term.id)] === 'Accepted') return false
  if (term.whenAccepted !== 'Session' && term.accepted === true) return false
  return true
}

/** The active terms of a scope still awaiting consent, in dialog order. */
export const termsAwaitingConsent = (
  terms: readonly Term[] | null | undefined,
  scope: TermScope,
  sessionConsents: SessionConsents = {},
): Term[] =>
  orderTermsByPriority(
    (terms ?? []).filter((t) => isTermActive(t) && termApplies(t, scope) && needsConsent(t, sessionConsents)),
  )

/** The reporting terms: what a report page asks for before it opens, and any other page before it shows report figures. */
export const REPORTING_TERMS: TermScope = { reporting: true }

/**
 * The reporting terms are accepted in this session (none awaits consent), so report figures may be shown: the
 * built-in General Terms & Conditions always count, before the provider's list is known too.
 */
export const reportingTermsAccepted = (
  terms: readonly Term[] | null | undefined,
  sessionConsents: SessionConsents = {},
): boolean =>
  termsAwaitingConsent(withBuiltInTerms(terms ?? []), REPORTING_TERMS, sessionConsents).length === 0

export interface DialogTerm extends Term {
  status: TermConsent
  /** Declined by closing the dialog (spec §4: closing declines every pending term), not by I DO NOT AGREE. */
  declinedByClosing?: boolean
}

export interface TermsDialogState {
  open: boolean
  terms: DialogTerm[]
  activeTermId: Term['id'] | null
}

export type TermsDialogEvent =
  { type: 'accept' } | { type: 'decline' } | { type: 'close'; byNavigation?: boolean }

export type TermsDialogEffect =
  { type: 'postAcceptedTerms'; termIds: Array<Term['id']> } | { type: 'runAfterAll'; terms: DialogTerm[] }

export interface TermsDialogTransition {
  state: TermsDialogState
  effects: TermsDialogEffect[]
}

export interface TermsDialogOptions {
  /** While impersonating, terms are not posted. */
  impersonating: boolean
}

export const CLOSED_TERMS_DIALOG: TermsDialogState = { open: false, terms: [], activeTermId: null }

/** Ids to post after the dialog: accepted terms that are not 'session' terms, none while impersonating. */
export const termIdsToPost = (
  terms: readonly DialogTerm[],
  options: TermsDialogOptions,
): Array<Term['id']> =>
  options.impersonating
    ? []
    : terms.filter((t) => t.status === 'Accepted' && t.whenAccepted !== 'Session').map((t) => t.id)

function finish(terms: DialogTerm[], options: TermsDialogOptions): TermsDialogTransition {
  const termIds = termIdsToPost(terms, options)
  const effects: TermsDialogEffect[] = termIds.length > 0 ? [{ type: 'postAcceptedTerms', termIds }] : []
  effects.push({ type: 'runAfterAll', terms })
  return { state: { open: false, terms, activeTermId: null }, effects }
}

/** Opens the dialog on the outstanding terms; with none, the after-all rule runs at once (spec §4). */
export function openTermsDialog(
  outstanding: readonly Term[],
  options: TermsDialogOptions,
): TermsDialogTransition {
  const terms: DialogTerm[] = orderTermsByPriority(outstanding).map((t) => ({ ...t, status: 'Pending' }))
  const first = terms[0]
  if (!first) return finish(terms, options)
  return { state: { open: true, terms, activeTermId: first.id }, effects: [] }
}

/** The terms dialog as a pure state machine (spec §4 Terms). */
export function termsDialogReducer(
  state: TermsDialogState,
  event: TermsDialogEvent,
  options: TermsDialogOptions,
): TermsDialogTransition {
  if (!state.open) return { state, effects: [] }
  if (event.type === 'close') {
    if (event.byNavigation) return { state: { ...state, open: false, activeTermId: null }, effects: [] }
    return finish(
      state.terms.map((t) =>
        t.status === 'Pending' ? { ...t, status: 'Declined', declinedByClosing: true } : t,
      ),
      options,
    )
  }
  const consent: TermConsent = event.type === 'accept' ? 'Accepted' : 'Declined'
  const activeIndex = state.terms.findIndex((t) => t.id === state.activeTermId)
  const terms = state.terms.map((t, i) => (i === activeIndex ? { ...t, status: consent } : t))
  const next =
    terms.find((t, i) => i > activeIndex && t.status === 'Pending') ??
    terms.find((t) => t.status === 'Pending')
  if (!next) return finish(terms, options)
  return { state: { open: true, terms, activeTermId: next.id }, effects: [] }
}

/** One term is shown as plain text; several as an accordion. */
export const termsDialogLayout = (state: TermsDialogState): 'plain' | 'accordion' =>
  state.terms.length > 1 ? 'accordion' : 'plain'

/** Records the outcome of a dialog in the session's consents. */
export const recordConsents = (consents: SessionConsents, terms: readonly DialogTerm[]): SessionConsents => ({
  ...consents,
  ...Object.fromEntries(terms.filter((t) => t.status !== 'Pending').map((t) => [String(t.id), t.status])),
})

const ofType = (terms: readonly DialogTerm[], type: TermAssociationType): DialogTerm[] =>
  terms.filter((t) => t.associationType === type)

export type StartupTermsDecision = 'signOut' | 'initialise' | 'awaitConsent'

/** At app start: a declined sitewide term signs out; all accepted (or none) initialises (spec §4). */
export function startupTermsDecision(terms: readonly DialogTerm[]): StartupTermsDecision {
  const sitewide = ofType(terms, 'Sitewide')
  if (sitewide.some((t) => t.status === 'Declined')) return 'signOut'
  return sitewide.every((t) => t.status === 'Accepted') ? 'initialise' : 'awaitConsent'
}

export type PageTermsDecision = 'home' | 'back' | 'proceed' | 'awaitConsent'

/**
 * After the terms of a reporting or fund page (spec §4, §2.2): I DO NOT AGREE to a reporting term, or to an
 * entity term of the entity in the URL, sends the user home; a term of those left unaccepted by closing the
 * dialog goes back to the previous page. An entity term of another entity does not hold the page.
 */
export function pageTermsDecision(terms: readonly DialogTerm[], urlEntityId?: Id | null): PageTermsDecision {
  const holdsPage = (t: DialogTerm) =>
    t.associationType === 'Reporting' ||
    (t.associationType === 'EntitledEntity' &&
      urlEntityId !== undefined &&
      urlEntityId !== null &&
      covers(t, [urlEntityId]))
  const declined = terms.filter((t) => t.status === 'Declined' && holdsPage(t))
  if (declined.some((t) => !t.declinedByClosing)) return 'home'
  if (declined.length > 0) return 'back'
  return terms.every((t) => t.status !== 'Pending') ? 'proceed' : 'awaitConsent'
}
