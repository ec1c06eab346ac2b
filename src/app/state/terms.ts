import { ref } from 'valtio'
import * as entitlements from '../../api/entitlements'
import {
  CLOSED_TERMS_DIALOG,
  openTermsDialog,
  recordConsents,
  termsAwaitingConsent,
  termsDialogReducer,
  type DialogTerm,
  type TermScope,
  type TermsDialogEffect,
  type TermsDialogEvent,
} from '../../domain'
import type { PortalState } from './portalStore'

/**
 * One consent request at a time: the dialog's outcome resolves the promise of whoever asked
 * (start-up, a reporting or fund page, a document view, a bulk download). Closing by navigation
 * resolves with null: the asker abandons what it was doing.
 */
const waiting = new WeakMap<PortalState, (terms: DialogTerm[] | null) => void>()

const isImpersonating = (portal: PortalState) => portal.impersonation !== null

/** Asks for consent to the outstanding terms of a scope; resolves with every term's outcome ([] if none). */
export function requestConsent(portal: PortalState, scope: TermScope): Promise<DialogTerm[] | null> {
  waiting.get(portal)?.(null)
  const outstanding = termsAwaitingConsent(portal.terms, scope, portal.consents)
  const { state, effects } = openTermsDialog(outstanding, { impersonating: isImpersonating(portal) })
  return new Promise((resolve) => {
    waiting.set(portal, resolve)
    portal.termsDialog = state
    void runEffects(portal, effects)
  })
}

/** I AGREE, I DO NOT AGREE, closing the dialog, or leaving the page with it open. */
export function answerTerms(portal: PortalState, event: TermsDialogEvent): void {
  const { state, effects } = termsDialogReducer(portal.termsDialog, event, {
    impersonating: isImpersonating(portal),
  })
  portal.termsDialog = state
  if (event.type === 'close' && event.byNavigation && portal.termsDialog.open === false) {
    settle(portal, null)
    portal.termsDialog = CLOSED_TERMS_DIALOG
    return
  }
  void runEffects(portal, effects)
}

function settle(portal: PortalState, terms: DialogTerm[] | null) {
  const resolve = waiting.get(portal)
  waiting.delete(portal)
  resolve?.(terms)
}

async function runEffects(portal: PortalState, effects: TermsDialogEffect[]) {
  for (const effect of effects) {
    if (effect.type === 'runAfterAll') {
      portal.consents = recordConsents(portal.consents, effect.terms)
      portal.termsDialog = CLOSED_TERMS_DIALOG
      settle(portal, effect.terms)
    } else {
      // 'Once' terms are posted; a failed post is only logged (spec §8), the session keeps the consent.
      const accepted = new Set(effect.termIds)
      portal.terms = ref(
        portal.terms.map((term) => (accepted.has(term.id) ? { ...term, accepted: true } : term)),
      )
      entitlements.acceptTerms(effect.termIds).catch((error: unknown) => console.error(error))
    }
  }
}
