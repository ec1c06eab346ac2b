import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  CHIP_LIMIT,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOOLTIP_LABEL_LENGTH,
} from './constants'
import type { AccountGroup } from './entities/entitlements'
import type { FilterOption } from './entities/filters'
import {
  INVESTOR_REQUEST_TYPES,
  type InvestorRequestForm,
  type InvestorRequestPayload,
  type InvestorRequestType,
  type WireInstructionField,
} from './entities/investorRequest'
import { investorRequestTypeLabels } from './texts/requests'
import {
  attachmentTexts,
  groupNameTexts,
  investorRequestWarningTexts,
  multiSelectTexts,
} from './texts/validation'

export const investorRequestTypeOptions: ReadonlyArray<FilterOption<InvestorRequestType>> =
  INVESTOR_REQUEST_TYPES.map((value) => ({ value, label: investorRequestTypeLabels[value] }))

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

/** Attach is disabled with no type chosen, with one attached, or while loading. */
export const attachDisabled = (state: {
  requestType: InvestorRequestType | null
  attachmentCount: number
  loading: boolean
}) => !state.requestType || state.attachmentCount >= MAX_ATTACHMENTS || state.loading

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
    payload.attachmentName = form.attachment.name
    payload.attachment = form.attachment.content
  }
  return payload
}

export interface AttachmentCandidate {
  name: string
  size: number
}

export type AttachmentCheck =
  { ok: true } | { ok: false; reason: 'count' | 'size' | 'type'; message: string | null }

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export const isAllowedAttachmentName = (name: string | null | undefined): boolean =>
  (ALLOWED_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name ?? ''))

/**
 * One file of at most 5,000,000 bytes with an allowed extension (case-insensitive). The spec gives no text for
 * too many files (the control prevents it), so that failure has no message.
 */
export function validateAttachment(
  files: readonly AttachmentCandidate[],
  alreadyAttached = 0,
): AttachmentCheck {
  if (files.length === 0 || files.length + alreadyAttached > MAX_ATTACHMENTS) {
    return { ok: false, reason: 'count', message: null }
  }
  for (const file of files) {
    if (!(file.size <= MAX_ATTACHMENT_BYTES))
      return { ok: false, reason: 'size', message: attachmentTexts.tooLarge }
    if (!isAllowedAttachmentName(file.name)) {
      return { ok: false, reason: 'type', message: attachmentTexts.typeNotAllowed }
    }
  }
  return { ok: true }
}

/** The base64 part of a data URL as FileReader.readAsDataURL gives it (a bare base64 string is kept). */
export const base64Content = (dataUrl: string | null | undefined): string => {
  const value = dataUrl ?? ''
  const comma = value.indexOf(',')
  return value.startsWith('data:') && comma >= 0 ? value.slice(comma + 1) : value
}

/** Batch numbers: comma separated, trimmed, empties dropped (spec §5). */
export const parseBatchNumbers = (input: string | null | undefined): string[] =>
  (input ?? '')
    .split(',')
    .map((batch) => batch.trim())
    .filter((batch) => batch !== '')

/** Label of a multi-select: 'No {entity}s available', 'All {entity}s' or 'N {entity}s selected'. */
export function multiSelectLabel(
  entity: string,
  selectedCount: number | null | undefined,
  availableCount: number,
): string {
  if (!(availableCount > 0)) return multiSelectTexts.noneAvailable(entity)
  const selected = selectedCount ?? 0
  if (selected <= 0 || selected >= availableCount) return multiSelectTexts.all(entity)
  return multiSelectTexts.selected(selected, entity)
}

/** At most 5 chips, then '+N more selected'. */
export function selectedChips<T>(
  selected: readonly T[] | null | undefined,
  limit: number = CHIP_LIMIT,
): { chips: T[]; more: string | null } {
  const list = selected ?? []
  const hidden = list.length - limit
  return { chips: list.slice(0, limit), more: hidden > 0 ? multiSelectTexts.moreSelected(hidden) : null }
}

/** Option labels of 45 or more characters get a tooltip. */
export const needsTooltip = (label: string | null | undefined): boolean =>
  (label ?? '').length >= TOOLTIP_LABEL_LENGTH

export type GroupNameCheck = { ok: true; name: string } | { ok: false; message: string }

/**
 * A group name must not be empty or blank, nor repeat another group's name (trimmed, ignoring case); the group
 * being renamed may keep its own name.
 */
export function validateGroupName(
  name: string | null | undefined,
  groups: ReadonlyArray<Pick<AccountGroup, 'groupId' | 'groupName'>> | null | undefined,
  editingGroupId?: AccountGroup['groupId'] | null,
): GroupNameCheck {
  const trimmed = (name ?? '').trim()
  if (trimmed === '') return { ok: false, message: groupNameTexts.empty }
  const duplicate = (groups ?? []).some(
    (g) =>
      String(g.groupId) !== String(editingGroupId ?? '\u0000') &&
      (g.groupName ?? '').trim().toLowerCase() === trimmed.toLowerCase(),
  )
  return duplicate ? { ok: false, message: groupNameTexts.duplicate(trimmed) } : { ok: true, name: trimmed }
}
