import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Term, TermAssociationType } from './entities/term'
import {
  CLOSED_TERMS_DIALOG,
  generalTermsAndConditions,
  needsConsent,
  openTermsDialog,
  orderTermsByPriority,
  pageTermsDecision,
  recordConsents,
  REPORTING_TERMS,
  reportingTermsAccepted,
  startupTermsDecision,
  termApplies,
  termIdsToPost,
  termPriority,
  termsAwaitingConsent,
  termsDialogLayout,
  termsDialogReducer,
  withBuiltInTerms,
  type DialogTerm,
  type TermsDialogState,
} from './terms'
import { bulkDownloadTermsCheck, documentTermsDecision, TermsNotAcceptedError } from './documentTerms'

const term = (
  id: number,
  associationType: TermAssociationType | string,
  overrides: Partial<Term> = {},
): Term => ({
  id,
  name: `Term ${id}`,
  text: `Text ${id}`,
  status: 'Active',
  active: true,
  associationType,
  associations: [],
  whenAccepted: 'Once',
  accepted: false,
  ...overrides,
})

const dialogTerm = (
  id: number,
  type: TermAssociationType,
  status: DialogTerm['status'],
  overrides: Partial<Term> = {},
) => ({ ...term(id, type, overrides), status }) as DialogTerm

const notImpersonating = { impersonating: false }

describe('term ordering', () => {
  it('orders by association priority: sitewide 1, entitled entity 2, document type 3, reporting 4', () => {
    const ordered = orderTermsByPriority([
      term(1, 'Reporting'),
      term(2, 'DocumentType'),
      term(3, 'Sitewide'),
      term(4, 'EntitledEntity'),
    ])
    expect(ordered.map((t) => t.associationType)).toEqual([
      'Sitewide',
      'EntitledEntity',
      'DocumentType',
      'Reporting',
    ])
    expect([termPriority(term(0, 'Sitewide')), termPriority(term(0, 'EntitledEntity'))]).toEqual([1, 2])
    expect([termPriority(term(0, 'DocumentType')), termPriority(term(0, 'Reporting'))]).toEqual([3, 4])
  })

  it('puts unknown association types last', () => {
    expect(orderTermsByPriority([term(1, 'Mystery'), term(2, 'Reporting')]).map((t) => t.id)).toEqual([2, 1])
  })

  const types = fc.constantFrom<string>('Sitewide', 'EntitledEntity', 'DocumentType', 'Reporting', 'Unknown')
  const termsArbitrary = fc.array(fc.record({ id: fc.integer(), associationType: types }), { maxLength: 40 })

  it('is a stable permutation whose priorities never decrease (property)', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const ordered = orderTermsByPriority(terms)
        // The same terms, compared as sorted lists of their whole content (ids may repeat).
        const contents = (list: typeof terms) => list.map((term) => JSON.stringify(term)).sort()
        expect(contents(ordered)).toEqual(contents(terms))
        for (let i = 1; i < ordered.length; i++) {
          const previous = ordered[i - 1]!
          const current = ordered[i]!
          expect(termPriority(previous)).toBeLessThanOrEqual(termPriority(current))
          if (termPriority(previous) === termPriority(current)) {
            expect(terms.indexOf(previous)).toBeLessThan(terms.indexOf(current))
          }
        }
      }),
    )
  })

  it('does not change its input (property)', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const copy = terms.map((t) => ({ ...t }))
        orderTermsByPriority(terms)
        expect(terms).toEqual(copy)
      }),
    )
  })
})

describe('which terms await consent', () => {
  const terms = [
    term(1, 'Reporting'),
    term(2, 'EntitledEntity', { associations: [10, 'g-11'] }),
    term(3, 'DocumentType', { associations: [5] }),
    term(4, 'Sitewide'),
    term(5, 'Sitewide', { accepted: true }),
    term(6, 'Sitewide', { active: false }),
    term(7, 'Sitewide', { status: 'Inactive' }),
    term(8, 'Sitewide', { whenAccepted: 'Session', accepted: true }),
  ]

  it('sitewide: active, not yet accepted once, session terms every session; in priority order', () => {
    expect(termsAwaitingConsent(terms, { sitewide: true }).map((t) => t.id)).toEqual([4, 8])
  })

  it('a page scope collects its reporting and entity terms', () => {
    expect(termsAwaitingConsent(terms, { reporting: true, entityIds: ['10'] }).map((t) => t.id)).toEqual([
      2, 1,
    ])
    expect(termsAwaitingConsent(terms, { entityIds: ['g-11'] }).map((t) => t.id)).toEqual([2])
    expect(termsAwaitingConsent(terms, { entityIds: [99] })).toEqual([])
  })

  it('a document scope collects its entity and document type terms', () => {
    expect(termsAwaitingConsent(terms, { entityIds: [10], documentTypeIds: [5] }).map((t) => t.id)).toEqual([
      2, 3,
    ])
  })

  it('skips terms accepted in this session', () => {
    expect(
      termsAwaitingConsent(terms, { sitewide: true }, { '8': 'Accepted', '4': 'Declined' }).map((t) => t.id),
    ).toEqual([4])
    expect(needsConsent(term(1, 'Reporting'), { '1': 'Accepted' })).toBe(false)
  })

  it('is empty for no terms and ignores unknown association types', () => {
    expect(termsAwaitingConsent(null, { sitewide: true })).toEqual([])
    expect(termApplies(term(1, 'Mystery'), { sitewide: true, reporting: true })).toBe(false)
    expect(termApplies(term(1, 'EntitledEntity', { associations: null }), { entityIds: [1] })).toBe(false)
  })

  it('has a built-in General Terms & Conditions reporting term that is never posted', () => {
    expect(generalTermsAndConditions).toMatchObject({
      name: 'General Terms & Conditions',
      associationType: 'Reporting',
      whenAccepted: 'Session',
    })
    expect(termsAwaitingConsent([generalTermsAndConditions], { reporting: true })).toHaveLength(1)
    expect(termIdsToPost([{ ...generalTermsAndConditions, status: 'Accepted' }], notImpersonating)).toEqual(
      [],
    )
  })
})

describe('reporting terms accepted', () => {
  const reporting = [
    term(7, 'Reporting'),
    term(8, 'Reporting', { whenAccepted: 'Session' }),
    term(4, 'Sitewide'),
  ]
  const accepted = (ids: number[]) => Object.fromEntries(ids.map((id) => [String(id), 'Accepted' as const]))

  it('not before the built-in General Terms & Conditions and every outstanding reporting term are accepted', () => {
    expect(reportingTermsAccepted(reporting)).toBe(false)
    expect(reportingTermsAccepted(reporting, accepted([generalTermsAndConditions.id, 7]))).toBe(false)
    expect(reportingTermsAccepted(reporting, accepted([generalTermsAndConditions.id, 7, 8]))).toBe(true)
    // A sitewide term is not a reporting term.
    expect(reportingTermsAccepted([term(4, 'Sitewide')], accepted([generalTermsAndConditions.id]))).toBe(true)
  })

  it("the built-in term counts before the provider's terms are known too; a declined term is not accepted", () => {
    expect(reportingTermsAccepted([])).toBe(false)
    expect(reportingTermsAccepted(null)).toBe(false)
    expect(reportingTermsAccepted([], { [String(generalTermsAndConditions.id)]: 'Declined' })).toBe(false)
    expect(reportingTermsAccepted([], accepted([generalTermsAndConditions.id]))).toBe(true)
  })

  it('a reporting term accepted once on the provider is done; the built-in one is asked every session', () => {
    const acceptedBefore = [term(7, 'Reporting', { accepted: true })]
    expect(reportingTermsAccepted(acceptedBefore)).toBe(false)
    expect(reportingTermsAccepted(acceptedBefore, accepted([generalTermsAndConditions.id]))).toBe(true)
    expect(termsAwaitingConsent(withBuiltInTerms(acceptedBefore), REPORTING_TERMS)).toEqual([
      generalTermsAndConditions,
    ])
  })
})

describe('terms dialog', () => {
  const outstanding = [
    term(1, 'Reporting'),
    term(2, 'Sitewide'),
    term(3, 'EntitledEntity', { whenAccepted: 'Session' }),
  ]

  const open = (): TermsDialogState => openTermsDialog(outstanding, notImpersonating).state

  it('opens with every term Pending, ordered, the first active', () => {
    const state = open()
    expect(state.open).toBe(true)
    expect(state.terms.map((t) => [t.id, t.status])).toEqual([
      [2, 'Pending'],
      [3, 'Pending'],
      [1, 'Pending'],
    ])
    expect(state.activeTermId).toBe(2)
    expect(termsDialogLayout(state)).toBe('accordion')
  })

  it('shows a single term as plain text', () => {
    expect(termsDialogLayout(openTermsDialog([term(1, 'Sitewide')], notImpersonating).state)).toBe('plain')
  })

  it('with no outstanding terms runs the after-all rule at once and stays closed', () => {
    const { state, effects } = openTermsDialog([], notImpersonating)
    expect(state.open).toBe(false)
    expect(effects).toEqual([{ type: 'runAfterAll', terms: [] }])
  })

  it('accepting or declining marks the term and activates the next', () => {
    const first = termsDialogReducer(open(), { type: 'accept' }, notImpersonating)
    expect(first.state.terms.map((t) => t.status)).toEqual(['Accepted', 'Pending', 'Pending'])
    expect(first.state.activeTermId).toBe(3)
    expect(first.effects).toEqual([])
    const second = termsDialogReducer(first.state, { type: 'decline' }, notImpersonating)
    expect(second.state.terms.map((t) => t.status)).toEqual(['Accepted', 'Declined', 'Pending'])
    expect(second.state.activeTermId).toBe(1)
  })

  it('when none are pending posts the accepted once terms, runs the after-all rule and closes', () => {
    let transition = termsDialogReducer(open(), { type: 'accept' }, notImpersonating)
    transition = termsDialogReducer(transition.state, { type: 'accept' }, notImpersonating)
    transition = termsDialogReducer(transition.state, { type: 'accept' }, notImpersonating)
    expect(transition.state.open).toBe(false)
    expect(transition.state.activeTermId).toBeNull()
    expect(transition.effects).toEqual([
      { type: 'postAcceptedTerms', termIds: [2, 1] },
      { type: 'runAfterAll', terms: transition.state.terms },
    ])
  })

  it('posts nothing while impersonating, but still runs the after-all rule', () => {
    const impersonating = { impersonating: true }
    let transition = openTermsDialog([term(1, 'Sitewide')], impersonating)
    transition = termsDialogReducer(transition.state, { type: 'accept' }, impersonating)
    expect(transition.effects).toEqual([{ type: 'runAfterAll', terms: transition.state.terms }])
  })

  it('posts nothing when every term was declined', () => {
    const transition = termsDialogReducer(
      openTermsDialog([term(1, 'Sitewide')], notImpersonating).state,
      { type: 'decline' },
      notImpersonating,
    )
    expect(transition.effects.map((e) => e.type)).toEqual(['runAfterAll'])
  })

  it('closing declines every pending term', () => {
    const accepted = termsDialogReducer(open(), { type: 'accept' }, notImpersonating)
    const closed = termsDialogReducer(accepted.state, { type: 'close' }, notImpersonating)
    expect(closed.state.open).toBe(false)
    expect(closed.state.terms.map((t) => t.status)).toEqual(['Accepted', 'Declined', 'Declined'])
    expect(closed.effects[0]).toEqual({ type: 'postAcceptedTerms', termIds: [2] })
    expect(closed.effects[1]?.type).toBe('runAfterAll')
  })

  it('closing by navigation just closes', () => {
    const closed = termsDialogReducer(open(), { type: 'close', byNavigation: true }, notImpersonating)
    expect(closed.state.open).toBe(false)
    expect(closed.state.terms.map((t) => t.status)).toEqual(['Pending', 'Pending', 'Pending'])
    expect(closed.effects).toEqual([])
  })

  it('ignores events while closed', () => {
    expect(termsDialogReducer(CLOSED_TERMS_DIALOG, { type: 'accept' }, notImpersonating)).toEqual({
      state: CLOSED_TERMS_DIALOG,
      effects: [],
    })
  })

  it('records the outcome as session consents, leaving pending terms out', () => {
    const terms = [
      dialogTerm(1, 'Sitewide', 'Accepted'),
      dialogTerm(2, 'Reporting', 'Declined'),
      dialogTerm(3, 'Reporting', 'Pending'),
    ]
    expect(recordConsents({ '9': 'Accepted' }, terms)).toEqual({
      '9': 'Accepted',
      '1': 'Accepted',
      '2': 'Declined',
    })
  })
})

describe('decisions after the dialog', () => {
  it('start-up: a declined sitewide term signs out', () => {
    expect(
      startupTermsDecision([dialogTerm(1, 'Sitewide', 'Accepted'), dialogTerm(2, 'Sitewide', 'Declined')]),
    ).toBe('signOut')
  })
  it('start-up: all sitewide accepted, or none, initialises', () => {
    expect(
      startupTermsDecision([dialogTerm(1, 'Sitewide', 'Accepted'), dialogTerm(2, 'Reporting', 'Declined')]),
    ).toBe('initialise')
    expect(startupTermsDecision([])).toBe('initialise')
  })
  it('start-up: waits while a sitewide term is pending', () => {
    expect(startupTermsDecision([dialogTerm(1, 'Sitewide', 'Pending')])).toBe('awaitConsent')
  })

  it('a declined reporting term sends home', () => {
    expect(pageTermsDecision([dialogTerm(1, 'Reporting', 'Declined')])).toBe('home')
  })
  it("a declined term for the URL's entity sends home; one for another entity does not", () => {
    const terms = [dialogTerm(1, 'EntitledEntity', 'Declined', { associations: [10] })]
    expect(pageTermsDecision(terms, '10')).toBe('home')
    expect(pageTermsDecision(terms, 11)).toBe('proceed')
    expect(pageTermsDecision(terms)).toBe('proceed')
    expect(pageTermsDecision(terms, null)).toBe('proceed')
  })
  it('a reporting or URL entity term left unaccepted by closing the dialog goes back, not home', () => {
    const closed = (t: DialogTerm): DialogTerm => ({ ...t, declinedByClosing: true })
    expect(pageTermsDecision([closed(dialogTerm(1, 'Reporting', 'Declined'))])).toBe('back')
    expect(
      pageTermsDecision([closed(dialogTerm(1, 'EntitledEntity', 'Declined', { associations: [10] }))], 10),
    ).toBe('back')
    // One refused with I DO NOT AGREE before the dialog was closed still sends home.
    expect(
      pageTermsDecision([
        dialogTerm(1, 'Reporting', 'Declined'),
        closed(dialogTerm(2, 'Reporting', 'Declined')),
      ]),
    ).toBe('home')
  })
  it('closing the dialog marks the pending terms declined by closing, the answered ones as answered', () => {
    const open = openTermsDialog([term(1, 'Reporting'), term(2, 'Reporting')], notImpersonating).state
    const afterDecline = termsDialogReducer(open, { type: 'decline' }, notImpersonating).state
    const { effects } = termsDialogReducer(afterDecline, { type: 'close' }, notImpersonating)
    const outcome = effects.find((e) => e.type === 'runAfterAll')
    expect(
      outcome?.type === 'runAfterAll' && outcome.terms.map((t) => [t.status, t.declinedByClosing]),
    ).toEqual([
      ['Declined', undefined],
      ['Declined', true],
    ])
  })
  it('the built-in term comes with the provider terms, before their reporting terms, once', () => {
    const provider = [term(7, 'Reporting'), term(8, 'Sitewide')]
    const all = withBuiltInTerms(withBuiltInTerms(provider))
    expect(all.filter((t) => t.id === generalTermsAndConditions.id)).toHaveLength(1)
    expect(termsAwaitingConsent(all, { reporting: true }).map((t) => t.id)).toEqual([
      generalTermsAndConditions.id,
      7,
    ])
    expect(termsAwaitingConsent(all, { sitewide: true }).map((t) => t.id)).toEqual([8])
  })
  it('a page proceeds when every term was answered, and waits otherwise', () => {
    expect(pageTermsDecision([dialogTerm(1, 'Reporting', 'Accepted')])).toBe('proceed')
    expect(pageTermsDecision([dialogTerm(1, 'Reporting', 'Pending')])).toBe('awaitConsent')
  })

  it('viewing a document: all accepted proceeds, any declined aborts', () => {
    expect(documentTermsDecision([dialogTerm(1, 'DocumentType', 'Accepted')])).toBe('proceed')
    expect(documentTermsDecision([])).toBe('proceed')
    expect(
      documentTermsDecision([
        dialogTerm(1, 'DocumentType', 'Accepted'),
        dialogTerm(2, 'EntitledEntity', 'Declined'),
      ]),
    ).toBe('abort')
    expect(documentTermsDecision([dialogTerm(1, 'DocumentType', 'Pending')])).toBe('awaitConsent')
  })

  it("a bulk download without acceptance fails with 'Necessary terms have not been accepted'", () => {
    expect(bulkDownloadTermsCheck([dialogTerm(1, 'DocumentType', 'Accepted')])).toEqual({ ok: true })
    const check = bulkDownloadTermsCheck([dialogTerm(1, 'DocumentType', 'Declined')])
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.error).toBeInstanceOf(TermsNotAcceptedError)
    expect(check.error.message).toBe('Necessary terms have not been accepted')
  })
})
