import type { DialogTerm } from './terms'
import { NECESSARY_TERMS_NOT_ACCEPTED } from './texts/errors'

// The terms decisions of documents (viewing one, downloading several): apart from the start-up's and the pages'
// (./terms), which the first load needs, as only the document library uses these.

export type DocumentTermsDecision = 'proceed' | 'abort' | 'awaitConsent'

/** Viewing a document: all accepted proceeds; any declined aborts (spec §4). */
export function documentTermsDecision(terms: readonly DialogTerm[]): DocumentTermsDecision {
  if (terms.some((t) => t.status === 'Declined')) return 'abort'
  return terms.every((t) => t.status === 'Accepted') ? 'proceed' : 'awaitConsent'
}

/** The error that aborts a bulk download whose terms were not accepted. */
export class TermsNotAcceptedError extends Error {
  constructor() {
    super(NECESSARY_TERMS_NOT_ACCEPTED)
    this.name = 'TermsNotAcceptedError'
  }
}

/** A bulk zip download goes ahead only when every term was accepted. */
export function bulkDownloadTermsCheck(
  terms: readonly DialogTerm[],
): { ok: true } | { ok: false; error: TermsNotAcceptedError } {
  return documentTermsDecision(terms) === 'proceed'
    ? { ok: true }
    : { ok: false, error: new TermsNotAcceptedError() }
}
