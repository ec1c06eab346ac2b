import { sanitizeFileName } from './files'
import { optionsOf } from './entities/filters'
import {
  INVESTOR_REQUEST_TYPES,
  type InvestorRequestForm,
  type InvestorRequestPayload,
  type InvestorRequestType,
  type WireInstructionField,
} from './entities/investorRequest'
import { investorRequestTypeLabels, investorRequestWarningTexts } from './texts/requests'

// The investor request's rules (spec §4, §5), apart from validation.ts: only the request dialog's chunk loads them.

export const investorRequestTypeOptions = optionsOf(INVESTOR_REQUEST_TYPES, investorRequestTypeLabels)

export const isInvestorRequestType = (value: unknown): value is InvestorRequestType =>
  (INVESTOR_REQUEST_TYPES as readonly unknown[]).includes(value)

/** Wire fields an Update Wire Instructions request requires: all but effectiveDate (spec §5). */
export const REQUIRED_WIRE_FIELDS: readonly WireInstructionField[] = [
  'bankName',
  'beneficiaryAccountName',
  'bankCountry',
  'bankAccountNumber',
  'routingNumber',
]

export type InvestorRequestField =
  'requestType' | 'request' | 'entitledEntities' | 'entitledAccounts' | WireInstructionField

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === ''

/** The required fields still missing, in form order. */
export function missingInvestorRequestFields(form: Partial<InvestorRequestForm>): InvestorRequestField[] {
  const missing: InvestorRequestField[] = []
  if (!isInvestorRequestType(form.requestType)) missing.push('requestType')
  if (isBlank(form.request)) missing.push('request')
  if (form.requestType === 'update-wire-instructions') {
    if (!form.entitledEntities?.length) missing.push('entitledEntities')
    if (!form.entitledAccounts?.length) missing.push('entitledAccounts')
    for (const field of REQUIRED_WIRE_FIELDS) if (isBlank(form.customFields?.[field])) missing.push(field)
  }
  return missing
}

export type InvestorRequestValidation =
  | { valid: true; missing: [] }
  | { valid: false; missing: InvestorRequestField[]; warning: typeof investorRequestWarningTexts }

export function validateInvestorRequest(form: Partial<InvestorRequestForm>): InvestorRequestValidation {
  const missing = missingInvestorRequestFields(form)
  return missing.length === 0
    ? { valid: true, missing: [] }
    : { valid: false, missing, warning: investorRequestWarningTexts }
}

/** General and no-data requests show a warning border on an empty message. */
export const showsMessageWarningBorder = (form: Partial<InvestorRequestForm>): boolean =>
  (form.requestType === 'information-request-general-support' || form.requestType === 'no-data-request') &&
  isBlank(form.request)

/** Choosing a type keeps the custom fields entered for the previous type (spec §4). */
export const chooseRequestType = (
  form: InvestorRequestForm,
  requestType: InvestorRequestType,
): InvestorRequestForm => ({
  ...form,
  requestType,
})

export const emptyInvestorRequestForm = (): InvestorRequestForm => ({
  requestType: null,
  request: '',
  customFields: {},
  entitledAccounts: [],
  entitledEntities: [],
  attachment: null,
})

/** Submit is disabled without a type, while loading, and while a validation warning is shown. */
export const submitDisabled = (state: {
  requestType: InvestorRequestType | null
  loading: boolean
  warningShown?: boolean
}) => !state.requestType || state.loading || state.warningShown === true

/** The request body, or null while the form is not valid. Wire fields go only with wire instructions. */
export function investorRequestPayload(form: InvestorRequestForm): InvestorRequestPayload | null {
  if (!validateInvestorRequest(form).valid || !form.requestType) return null
  const payload: InvestorRequestPayload = {
    requestType: form.requestType,
    request: form.request.trim(),
    customFields: form.requestType === 'update-wire-instructions' ? { ...form.customFields } : {},
    entitledAccounts: [...form.entitledAccounts],
    entitledEntities: [...form.entitledEntities],
  }
  if (form.attachment) {
    // Named by the §5 file-name rules, as every file the portal hands on.
    payload.attachmentName = sanitizeFileName(form.attachment.name)
    payload.attachment = form.attachment.content
  }
  return payload
}
