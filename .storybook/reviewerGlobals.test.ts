import { afterEach, describe, expect, it } from 'vitest'
import { FAULT_KINDS } from '../mocks/faults'
import { mockState, resetMockState } from '../mocks/state'
import { preferencesOf } from '../mocks/store'
import { endpoints } from '../src/api'
import {
  applyReviewerCorpus,
  applyReviewerFault,
  applyReviewerPreferences,
  reviewerChoice,
  reviewerGlobalTypes,
  reviewerInitialGlobals,
  reviewerSession,
} from './reviewerGlobals'

afterEach(() => resetMockState('investor'))

const valueOf = (list: Array<{ setting: string; value: string }>, setting: string) =>
  list.find((preference) => preference.setting === setting)?.value

describe("the reviewer's toolbar", () => {
  it('defaults to what every story was written against: the investor, own formats, nothing failing', () => {
    expect(reviewerChoice(reviewerInitialGlobals)).toEqual({
      persona: 'investor',
      preferences: { DateFormat: undefined, NumberFormat: undefined, AlpInvestDefaultCurrency: undefined },
      impersonating: false,
      fault: null,
      hostile: false,
    })
  })

  it('offers each menu its default among its items', () => {
    for (const [name, value] of Object.entries(reviewerInitialGlobals)) {
      const items = (reviewerGlobalTypes[name]?.toolbar?.items ?? []) as Array<{ value: string }>
      expect(items.map((item) => item.value)).toContain(value)
    }
  })

  it('offers every call a screen makes and can fail, and not the sign-in and sign-out navigations', () => {
    const calls = (reviewerGlobalTypes.faultCall?.toolbar?.items ?? []) as Array<{ value: string }>
    const values = calls.map((item) => item.value)
    expect(values).toEqual(
      expect.arrayContaining(['none', 'documentSearch', 'accountSummary', 'investorRequest']),
    )
    expect(values).not.toContain('signIn')
    expect(values).not.toContain('signOut')
  })

  it('reads formats by their address-safe names, a fault kind given as a number, and refuses unknown values', () => {
    const choice = reviewerChoice({
      persona: 'nobody',
      dateFormat: 'DD-M-YYYY',
      numberFormat: 'comma',
      currency: 'SEK',
      faultCall: 'documentSearch',
      fault: 500,
      hostile: 'on',
    })
    expect(choice.persona).toBe('investor')
    expect(choice.preferences).toEqual({
      DateFormat: 'DD.M.YYYY',
      NumberFormat: '1.234,56',
      AlpInvestDefaultCurrency: 'SEK',
    })
    expect(choice.fault).toEqual({ call: 'documentSearch', kind: '500' })
    expect(choice.hostile).toBe(true)
    expect(reviewerChoice({ faultCall: 'notACall', fault: '500' }).fault).toBeNull()
    expect(reviewerChoice({ dateFormat: 'DD.M.YYYY' }).preferences.DateFormat).toBeUndefined()
  })

  it("keeps a story's own persona; impersonation signs the administrator in to act as the chosen persona", () => {
    const alpinvest = reviewerChoice({ persona: 'alpinvest', impersonating: 'on' })
    expect(reviewerSession(alpinvest, { persona: 'limited', session: 'started' })).toEqual({
      signedIn: 'limited',
      actingAs: null,
    })
    expect(reviewerSession(alpinvest, { session: 'started' })).toEqual({
      signedIn: 'admin',
      actingAs: 'alpinvest',
    })
    expect(reviewerSession(alpinvest, {})).toEqual({ signedIn: 'alpinvest', actingAs: null })
    expect(
      reviewerSession(reviewerChoice({ persona: 'admin', impersonating: 'on' }), { session: 'started' }),
    ).toEqual({ signedIn: 'admin', actingAs: 'investor' })
    expect(reviewerSession(alpinvest, { persona: null })).toEqual({ signedIn: null, actingAs: null })
  })

  it("writes the chosen formats and currency as the persona's preferences, keeping the others", () => {
    applyReviewerPreferences(reviewerChoice({ numberFormat: 'comma', currency: 'JPY' }), 'alpinvest')
    const preferences = preferencesOf('alpinvest')
    expect(valueOf(preferences, 'NumberFormat')).toBe('1.234,56')
    expect(valueOf(preferences, 'DateFormat')).toBe('MMM-DD-YYYY')
    expect(valueOf(preferences, 'AlpInvestDefaultCurrency')).toBe('JPY')
    expect(new Set(preferences.map((preference) => preference.id)).size).toBe(preferences.length)
  })

  it('makes every call of the chosen endpoint fail as chosen, for any id, and turns the corpus on', () => {
    applyReviewerFault(reviewerChoice({ faultCall: 'fundInvestments', fault: 'hang' }))
    expect(mockState.faults).toEqual([
      expect.objectContaining({
        method: endpoints.fundInvestments.method,
        path: endpoints.fundInvestments.glob(),
        hang: true,
      }),
    ])
    expect(mockState.faults[0]?.path).toContain('*')
    applyReviewerCorpus(reviewerChoice({ hostile: 'on' }))
    expect(mockState.hostile).toBe(true)
    expect(Object.keys(FAULT_KINDS).sort()).toEqual(
      [
        ...['500', 'network error', '204', '401', 'slow', 'hang'],
        ...['403', 'malformed JSON', 'wrong shape', 'huge answer'],
      ].sort(),
    )
  })
})
