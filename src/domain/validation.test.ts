import { describe, expect, it } from 'vitest'
import type { InvestorRequestForm } from './entities/investorRequest'
import {
  chooseRequestType,
  emptyInvestorRequestForm,
  investorRequestPayload,
  investorRequestTypeOptions,
  missingInvestorRequestFields,
  showsMessageWarningBorder,
  submitDisabled,
  validateInvestorRequest,
} from './investorRequest'
import {
  base64Content,
  isAllowedAttachmentName,
  multiSelectLabel,
  parseBatchNumbers,
  selectedChips,
  validateAttachment,
  validateGroupName,
} from './validation'
import { needsTooltip } from './constants'

const wireFields = {
  bankName: 'Bank',
  beneficiaryAccountName: 'Acme LP',
  bankCountry: 'US',
  bankAccountNumber: '123',
  routingNumber: '021000021',
}

const form = (overrides: Partial<InvestorRequestForm> = {}): InvestorRequestForm => ({
  ...emptyInvestorRequestForm(),
  ...overrides,
})

describe('investor request types', () => {
  it('are labelled as the spec says', () => {
    expect(investorRequestTypeOptions).toEqual([
      { value: 'information-request-general-support', label: 'Information Request/General Support' },
      { value: 'update-wire-instructions', label: 'Update Wire Instructions' },
      { value: 'no-data-request', label: 'No Data Request' },
    ])
  })
})

describe('investor request validation', () => {
  it('requires a type and a message for every type', () => {
    expect(missingInvestorRequestFields(form())).toEqual(['requestType', 'request'])
    expect(missingInvestorRequestFields(form({ requestType: 'no-data-request', request: '   ' }))).toEqual([
      'request',
    ])
    expect(
      validateInvestorRequest(form({ requestType: 'information-request-general-support', request: 'Hello' })),
    ).toEqual({
      valid: true,
      missing: [],
    })
  })

  it('wire instructions also need funds, accounts and the five bank fields, not effectiveDate', () => {
    expect(
      missingInvestorRequestFields(form({ requestType: 'update-wire-instructions', request: 'New bank' })),
    ).toEqual([
      'entitledEntities',
      'entitledAccounts',
      'bankName',
      'beneficiaryAccountName',
      'bankCountry',
      'bankAccountNumber',
      'routingNumber',
    ])
    const complete = form({
      requestType: 'update-wire-instructions',
      request: 'New bank',
      entitledEntities: [1],
      entitledAccounts: [2],
      customFields: { ...wireFields, effectiveDate: null },
    })
    expect(validateInvestorRequest(complete).valid).toBe(true)
    expect(
      missingInvestorRequestFields({ ...complete, customFields: { ...wireFields, routingNumber: ' ' } }),
    ).toEqual(['routingNumber'])
  })

  it("a failed validation carries the warning 'ERROR' / 'Please finish filling out information'", () => {
    const result = validateInvestorRequest({})
    expect(result.valid).toBe(false)
    if (result.valid) return
    expect(result.warning).toEqual({ title: 'ERROR', text: 'Please finish filling out information' })
  })

  it('general and no-data types show a warning border on an empty message', () => {
    expect(showsMessageWarningBorder(form({ requestType: 'information-request-general-support' }))).toBe(true)
    expect(showsMessageWarningBorder(form({ requestType: 'no-data-request', request: 'x' }))).toBe(false)
    expect(showsMessageWarningBorder(form({ requestType: 'update-wire-instructions' }))).toBe(false)
  })

  it('choosing a type keeps the custom fields entered before', () => {
    const before = form({ requestType: 'update-wire-instructions', customFields: { bankName: 'Bank' } })
    expect(chooseRequestType(before, 'no-data-request')).toEqual({
      ...before,
      requestType: 'no-data-request',
    })
  })
})

describe('investor request controls', () => {
  it('submit is disabled without a type, while loading, or while a warning is shown', () => {
    expect(submitDisabled({ requestType: null, loading: false })).toBe(true)
    expect(submitDisabled({ requestType: 'no-data-request', loading: true })).toBe(true)
    expect(submitDisabled({ requestType: 'no-data-request', loading: false, warningShown: true })).toBe(true)
    expect(submitDisabled({ requestType: 'no-data-request', loading: false })).toBe(false)
  })
})

describe('investor request payload', () => {
  it('is null while the form is invalid', () => {
    expect(investorRequestPayload(form())).toBeNull()
  })
  it('sends name plus base64 of the attachment, and custom fields only with wire instructions', () => {
    expect(
      investorRequestPayload(
        form({
          requestType: 'no-data-request',
          request: ' Please help ',
          customFields: { bankName: 'kept in the form only' },
          entitledAccounts: [1],
          attachment: { name: 'a.pdf', content: 'QUJD', type: 'application/pdf' },
        }),
      ),
    ).toEqual({
      requestType: 'no-data-request',
      request: 'Please help',
      customFields: {},
      entitledAccounts: [1],
      entitledEntities: [],
      attachmentName: 'a.pdf',
      attachment: 'QUJD',
    })
    const wire = investorRequestPayload(
      form({
        requestType: 'update-wire-instructions',
        request: 'x',
        entitledAccounts: [1],
        entitledEntities: [2],
        customFields: wireFields,
      }),
    )
    expect(wire?.customFields).toEqual(wireFields)
    expect(wire).not.toHaveProperty('attachment')
  })
  it("sends the attachment's name by the §5 file-name rules", () => {
    const named = (name: string) =>
      investorRequestPayload(
        form({
          requestType: 'no-data-request',
          request: 'x',
          entitledAccounts: [1],
          attachment: { name, content: 'QUJD', type: 'application/pdf' },
        }),
      )?.attachmentName
    expect(named('../../Wire: Q3 <b>instructions</b>.PDF')).toBe('Wire Q3 binstructionsb.PDF')
    expect(named('Bank letter.docx')).toBe('Bank letter.docx')
  })
  it('takes the base64 part of a data URL', () => {
    expect(base64Content('data:application/pdf;base64,QUJD')).toBe('QUJD')
    expect(base64Content('QUJD')).toBe('QUJD')
    expect(base64Content(null)).toBe('')
  })
})

describe('attachments', () => {
  it('accepts one file up to 5,000,000 bytes with an allowed extension, in any case', () => {
    expect(validateAttachment([{ name: 'statement.PDF', size: 5_000_000 }])).toEqual({ ok: true })
    for (const ext of ['png', 'jpg', 'jpeg', 'bmp', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']) {
      expect(isAllowedAttachmentName(`file.${ext.toUpperCase()}`)).toBe(true)
    }
  })
  it("rejects a larger file with 'Attachment failed. File size exceeds 5MB.'", () => {
    expect(validateAttachment([{ name: 'big.pdf', size: 5_000_001 }])).toEqual({
      ok: false,
      reason: 'size',
      message: 'Attachment failed. File size exceeds 5MB.',
    })
    expect(validateAttachment([{ name: 'weird.pdf', size: Number.NaN }])).toMatchObject({ reason: 'size' })
  })
  it('rejects other extensions with the exact text', () => {
    for (const name of ['script.exe', 'archive.zip', 'noextension', 'pdf', 'x.pdf.exe']) {
      expect(validateAttachment([{ name, size: 10 }])).toEqual({
        ok: false,
        reason: 'type',
        message:
          'Attachment failed. File type is not allowed. Make sure your file ends with .png, .jpg, .jpeg, .bmp, .doc, .docx, .xls, .xlsx, .ppt, .pptx, or .pdf.',
      })
    }
    expect(isAllowedAttachmentName(undefined)).toBe(false)
  })
  it('allows only one document', () => {
    expect(validateAttachment([])).toEqual({ ok: false, reason: 'count', message: null })
    expect(
      validateAttachment([
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ]),
    ).toMatchObject({ reason: 'count' })
    expect(validateAttachment([{ name: 'a.pdf', size: 1 }], 1)).toMatchObject({ reason: 'count' })
  })
})

describe('batch numbers', () => {
  it('are comma separated and trimmed, empties dropped', () => {
    expect(parseBatchNumbers(' 12, 34 ,,56 , ')).toEqual(['12', '34', '56'])
    expect(parseBatchNumbers('')).toEqual([])
    expect(parseBatchNumbers(null)).toEqual([])
  })
})

describe('multi-select', () => {
  it("labels 'All {entity}s', 'No {entity}s available' and 'N {entity}s selected'", () => {
    expect(multiSelectLabel('Fund', 0, 5)).toBe('All Funds')
    expect(multiSelectLabel('Fund', null, 5)).toBe('All Funds')
    expect(multiSelectLabel('Fund', 5, 5)).toBe('All Funds')
    expect(multiSelectLabel('Investor Account', 2, 5)).toBe('2 Investor Accounts selected')
    expect(multiSelectLabel('Investor Account', 1, 5)).toBe('1 Investor Account selected')
    expect(multiSelectLabel('Fund', 1, 5)).toBe('1 Fund selected')
    expect(multiSelectLabel('Fund', 0, 0)).toBe('No Funds available')
    expect(multiSelectLabel('Fund', 3, Number.NaN)).toBe('No Funds available')
  })
  it("shows 5 chips, then '+N more selected'", () => {
    expect(selectedChips([1, 2, 3, 4, 5])).toEqual({ chips: [1, 2, 3, 4, 5], more: null })
    expect(selectedChips([1, 2, 3, 4, 5, 6, 7])).toEqual({ chips: [1, 2, 3, 4, 5], more: '+2 more selected' })
    expect(selectedChips(null)).toEqual({ chips: [], more: null })
  })
  it('shows a tooltip for labels of 45 or more characters', () => {
    expect(needsTooltip('x'.repeat(44))).toBe(false)
    expect(needsTooltip('x'.repeat(45))).toBe(true)
    expect(needsTooltip(null)).toBe(false)
  })
})

describe('group names', () => {
  const groups = [
    { groupId: 1, groupName: 'Family Office' },
    { groupId: 2, groupName: 'My New Group' },
  ]
  it('rejects empty and whitespace-only names', () => {
    expect(validateGroupName('', groups)).toEqual({ ok: false, message: 'Please enter a group name.' })
    expect(validateGroupName('   ', groups)).toEqual({ ok: false, message: 'Please enter a group name.' })
    expect(validateGroupName(undefined, groups)).toMatchObject({ ok: false })
  })
  it('rejects a name another group has, ignoring case and surrounding spaces', () => {
    expect(validateGroupName(' family office ', groups)).toEqual({
      ok: false,
      message: 'A group named "family office" already exists.',
    })
    expect(validateGroupName('My New Group', groups)).toMatchObject({ ok: false })
  })
  it('lets a group keep its own name and accepts new names trimmed', () => {
    expect(validateGroupName('Family Office', groups, 1)).toEqual({ ok: true, name: 'Family Office' })
    expect(validateGroupName('Family Office', groups, '1')).toEqual({ ok: true, name: 'Family Office' })
    expect(validateGroupName(' Pension ', null)).toEqual({ ok: true, name: 'Pension' })
  })
})
