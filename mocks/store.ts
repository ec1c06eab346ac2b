import type { AccountGroup, Preference, Term } from '../src/domain'
import { dataset } from './dataset'
import { personas, type PersonaId } from './personas'
import { entitlementsOf } from './scope'
import { seededGroups, seededTermAcceptances, seedTerms } from './seed/content'
import { changesOf, mockState } from './state'

/** Reads of the mutable book: the seeded base with the persona's changes on top. */

export function groupsOf(persona: PersonaId): AccountGroup[] {
  const changed = mockState.changes[persona]?.groups
  if (changed) return changed
  return seededGroups(
    persona,
    personas[persona].userId,
    entitlementsOf(persona).accounts.map((a) => a.id),
  )
}

export function setGroups(persona: PersonaId, groups: AccountGroup[]): void {
  changesOf(persona).groups = groups
}

export function preferencesOf(persona: PersonaId): Preference[] {
  const changed = mockState.changes[persona]?.preferences
  if (changed) return changed
  return personas[persona].preferences.map((p, i) => ({ ...p, id: i + 1 }))
}

export function setPreferences(persona: PersonaId, preferences: Preference[]): void {
  changesOf(persona).preferences = preferences
}

export const acceptedTermsOf = (persona: PersonaId): Record<string, string> =>
  mockState.changes[persona]?.acceptedTerms ?? seededTermAcceptances(persona)

export function acceptTerms(persona: PersonaId, termIds: number[], when: string): void {
  const accepted = { ...acceptedTermsOf(persona) }
  for (const id of termIds) accepted[String(id)] = when
  changesOf(persona).acceptedTerms = accepted
}

/** The terms as the persona sees them: 'accepted' says whether a 'once' term was accepted. */
export function termsOf(persona: PersonaId, entitledFundKeys: Set<string>): Term[] {
  const accepted = acceptedTermsOf(persona)
  return seedTerms
    .filter(
      (term) =>
        term.associationType !== 'EntitledEntity' ||
        (term.associations ?? []).some((id) => entitledFundKeys.has(String(id))),
    )
    .map((term) => ({ ...term, accepted: term.whenAccepted === 'Once' && String(term.id) in accepted }))
}

const SEED_READ = 1
const SEED_ACTION = 2

export function isRead(persona: PersonaId, index: number): boolean {
  const changed = mockState.changes[persona]?.read[index]
  return changed ?? ((dataset().documents.flags[index] ?? 0) & SEED_READ) !== 0
}

export function isActionItem(persona: PersonaId, index: number): boolean {
  const changed = mockState.changes[persona]?.actionItem[index]
  return changed ?? ((dataset().documents.flags[index] ?? 0) & SEED_ACTION) !== 0
}

export const findPersonaByUserId = (userId: string): PersonaId | null =>
  (Object.keys(personas) as PersonaId[]).find((id) => personas[id].userId === userId) ?? null
