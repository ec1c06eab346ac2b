import type { GlobalTypes, Parameters } from 'storybook/internal/types'
import { FAULT_KINDS, setFaults, type FaultKind } from '../mocks/faults'
import { personaIds, personas, personaSummaries, type PersonaId } from '../mocks/personas'
import { mockState, nextMockId } from '../mocks/state'
import { preferencesOf, setPreferences } from '../mocks/store'
import { endpoints, type EndpointName } from '../src/api'
import {
  isOneOf,
  LINE_TWO_CURRENCIES,
  type DateFormat,
  type NumberFormat,
  type PreferenceSetting,
} from '../src/domain'

/**
 * The reviewer's toolbar: who the demo provider answers as, their formats and line-two currency, impersonation,
 * a failing call and the hostile corpus. A story that pins one of these (`parameters.persona`, its own
 * preferences, faults or handlers) keeps it; the toolbar applies where a story leaves the choice open. The
 * defaults are what every story was written against, so the story tests see no change.
 */
const AS_THE_PERSONA = 'persona'
const NONE = 'none'
const OFF = 'off'
const ON = 'on'

/** Icons of Storybook's set that the menus use. */
type MenuIcon = 'user' | 'calendar' | 'listunordered' | 'credit' | 'eye' | 'alert' | 'lightning' | 'bug'

const menu = (
  title: string,
  icon: MenuIcon,
  items: ReadonlyArray<{ value: string; title: string; right?: string }>,
  description: string,
) => ({ description, toolbar: { title, icon, items: [...items], dynamicTitle: true } })

const onOff = (on: string, off: string) => [
  { value: OFF, title: off },
  { value: ON, title: on },
]

/**
 * A menu of the persona's own value or one of `names`' keys. Storybook keeps globals in the address only when
 * they are letters, digits, spaces, - and _, so formats such as 1.234,56 are chosen by a name of that kind.
 */
const ownOr = (own: string, names: Readonly<Record<string, string>>) => [
  { value: AS_THE_PERSONA, title: own },
  ...Object.entries(names).map(([value, name]) => ({ value: name, title: value })),
]

const dateFormatNames: Record<DateFormat, string> = {
  'MMM-DD-YYYY': 'MMM-DD-YYYY',
  'M/D/YYYY': 'M-D-YYYY',
  'DD.M.YYYY': 'DD-M-YYYY',
  'YYYY.M.DD': 'YYYY-M-DD',
}
const numberFormatNames: Record<NumberFormat, string> = { '1,234.56': 'point', '1.234,56': 'comma' }
const currencyNames = Object.fromEntries(LINE_TWO_CURRENCIES.map((currency) => [currency, currency]))

/** The value a menu name stands for, or undefined (the persona's own, or an unknown name). */
const valueNamed = (names: Readonly<Record<string, string>>, name: unknown): string | undefined =>
  Object.entries(names).find(([, known]) => known === name)?.[0]

/** Every call of the registry that a screen makes and can fail (sign-in and sign-out are page navigations). */
const faultCalls = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].failure !== undefined,
)

export const reviewerGlobalTypes: GlobalTypes = {
  persona: menu(
    'Persona',
    'user',
    personaIds.map((id) => ({
      value: id,
      title: `${personas[id].firstName} ${personas[id].lastName}`,
      right: personaSummaries[id],
    })),
    'Who the demo provider answers as',
  ),
  dateFormat: menu('Dates', 'calendar', ownOr("Persona's date format", dateFormatNames), 'Date format'),
  numberFormat: menu(
    'Numbers',
    'listunordered',
    ownOr("Persona's number format", numberFormatNames),
    'Number format',
  ),
  currency: menu(
    'Currency',
    'credit',
    ownOr("Persona's line-two currency", currencyNames),
    'Line-two reports currency',
  ),
  impersonating: menu(
    'Impersonating',
    'eye',
    onOff('An administrator acts as the persona', 'Not impersonating'),
    'An administrator acting as the persona (screens of a started session)',
  ),
  faultCall: menu(
    'Failing call',
    'alert',
    [
      { value: NONE, title: 'No call fails' },
      ...faultCalls.map((name) => ({
        value: name,
        title: `${name}: ${endpoints[name].method} ${endpoints[name].template}`,
      })),
    ],
    'A provider call that fails, with the fault below',
  ),
  fault: menu(
    'Fault',
    'lightning',
    (Object.keys(FAULT_KINDS) as FaultKind[]).map((kind) => ({ value: kind, title: kind })),
    'How the failing call fails',
  ),
  hostile: menu(
    'Hostile input',
    'bug',
    onOff('Hostile corpus in every name and text', 'Everyday data'),
    'The hostile corpus',
  ),
}

export const reviewerInitialGlobals = {
  persona: 'investor',
  dateFormat: AS_THE_PERSONA,
  numberFormat: AS_THE_PERSONA,
  currency: AS_THE_PERSONA,
  impersonating: OFF,
  faultCall: NONE,
  fault: '500',
  hostile: OFF,
} satisfies Record<keyof typeof reviewerGlobalTypes, string>

/** The toolbar's page widths: the phones, the tablet and the desktop the portal is checked at. */
export const reviewerViewports = Object.fromEntries(
  (
    [
      ['phone320', 'Small phone (320 px)', 320, 640, 'mobile'],
      ['phone412', 'Phone (412 px)', 412, 915, 'mobile'],
      ['tablet768', 'Tablet (768 px)', 768, 1024, 'tablet'],
      ['desktop1440', 'Desktop (1,440 px)', 1440, 900, 'desktop'],
    ] as const
  ).map(([key, name, width, height, type]) => [
    key,
    { name, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
)

/** What the reviewer chose, read defensively: a hand-edited `?globals=` in the address falls back to the default. */
export interface ReviewerChoice {
  persona: PersonaId
  preferences: Partial<Record<PreferenceSetting, string>>
  impersonating: boolean
  fault: { call: EndpointName; kind: FaultKind } | null
  hostile: boolean
}

export function reviewerChoice(globals: Record<string, unknown>): ReviewerChoice {
  const call = globals.faultCall
  // The address gives a number for a value such as 500.
  const kind = String(globals.fault)
  return {
    persona: isOneOf(personaIds, globals.persona) ? globals.persona : 'investor',
    preferences: {
      DateFormat: valueNamed(dateFormatNames, globals.dateFormat),
      NumberFormat: valueNamed(numberFormatNames, globals.numberFormat),
      AlpInvestDefaultCurrency: valueNamed(currencyNames, globals.currency),
    },
    impersonating: globals.impersonating === ON,
    fault:
      isOneOf(faultCalls, call) && isOneOf(Object.keys(FAULT_KINDS) as FaultKind[], kind)
        ? { call, kind }
        : null,
    hostile: globals.hostile === ON,
  }
}

/**
 * Who the provider signs in, and who the session then acts as: the story's persona if it pins one, else the
 * reviewer's; with impersonation on (in a story whose session starts, and which pins no persona), the
 * administrator signs in and acts as the chosen persona (as the investor when the administrator is chosen).
 */
export function reviewerSession(
  choice: ReviewerChoice,
  parameters: Parameters,
): { signedIn: PersonaId | null; actingAs: PersonaId | null } {
  if (parameters.persona !== undefined) return { signedIn: parameters.persona, actingAs: null }
  if (!choice.impersonating || parameters.session !== 'started')
    return { signedIn: choice.persona, actingAs: null }
  return { signedIn: 'admin', actingAs: choice.persona === 'admin' ? 'investor' : choice.persona }
}

/** The reviewer's formats and currency, written as the persona's preferences before the session reads them. */
export function applyReviewerPreferences(choice: ReviewerChoice, persona: PersonaId): void {
  let preferences = preferencesOf(persona)
  for (const [setting, value] of Object.entries(choice.preferences)) {
    if (value === undefined) continue
    const existing = preferences.find((preference) => preference.setting === setting)
    preferences = existing
      ? preferences.map((preference) => (preference === existing ? { ...preference, value } : preference))
      : [...preferences, { id: nextMockId(), setting: setting as PreferenceSetting, value }]
  }
  setPreferences(persona, preferences)
}

/** The hostile corpus on, when the reviewer asks for it. */
export function applyReviewerCorpus(choice: ReviewerChoice): void {
  if (choice.hostile) mockState.hostile = true
}

/** The reviewer's failing call: every call of that endpoint, for any id, fails as chosen until the story changes. */
export function applyReviewerFault(choice: ReviewerChoice): void {
  if (!choice.fault) return
  const endpoint = endpoints[choice.fault.call]
  setFaults([{ method: endpoint.method, path: endpoint.glob(), ...FAULT_KINDS[choice.fault.kind] }])
}
