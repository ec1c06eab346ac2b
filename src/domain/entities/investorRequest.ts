export const INVESTOR_REQUEST_TYPES = [
  'information-request-general-support',
  'update-wire-instructions',
  'no-data-request',
] as const

export type InvestorRequestType = (typeof INVESTOR_REQUEST_TYPES)[number]

export const WIRE_INSTRUCTION_FIELDS = [
  'bankName',
  'beneficiaryAccountName',
  'bankCountry',
  'bankAccountNumber',
  'routingNumber',
  'effectiveDate',
] as const

export type WireInstructionField = (typeof WIRE_INSTRUCTION_FIELDS)[number]

export type WireInstructions = Partial<Record<WireInstructionField, string | null>>

/** What the form holds while the dialog is open. */
export interface InvestorRequestForm {
  requestType: InvestorRequestType | null
  request: string
  customFields: WireInstructions
  entitledAccounts: Array<number | string>
  entitledEntities: Array<number | string>
  attachment?: InvestorRequestAttachment | null
}

export interface InvestorRequestAttachment {
  name: string
  /** base64 content without a data-URL prefix. */
  content: string
  type?: string | null
}

/** Body of POST /entitlements/v1/user/InvestorRequest. */
export interface InvestorRequestPayload {
  requestType: InvestorRequestType
  request: string
  customFields: WireInstructions
  entitledAccounts: Array<number | string>
  entitledEntities: Array<number | string>
  attachmentName?: string
  attachment?: string
}
