/** Investor request type labels and keys (spec §3 Investor request). */
export const investorRequestTypeLabels = {
  'information-request-general-support': 'Information Request/General Support',
  'update-wire-instructions': 'Update Wire Instructions',
  'no-data-request': 'No Data Request',
} as const

export const investorRequestTypeKeys = {
  'information-request-general-support': 'General Support',
  'update-wire-instructions': 'UpdateWireInstructions',
  'no-data-request': 'NoData',
} as const

/** Types as the dialog lists them (spec §2.5). */
export const investorRequestDialogTypes = [
  'General Support',
  'Update Wire Instructions',
  'No Data Request',
] as const

export const EFFECTIVE_DATE_LABEL = 'Date Instructions Become Effective'

/** The warning of an investor request submitted incomplete (spec §5). */
export const investorRequestWarningTexts = {
  title: 'ERROR',
  text: 'Please finish filling out information',
} as const
