export const termsDialogTexts = {
  agree: 'I AGREE',
  disagree: 'I DO NOT AGREE',
} as const

export const GENERAL_TERMS_NAME = 'General Terms & Conditions'

/**
 * The spec says only that this built-in reporting term covers confidentiality and no trading on public
 * securities; the wording below is ours and should be replaced by the business's text when it is known.
 */
export const GENERAL_TERMS_TEXT =
  'The information in these reports is confidential and is provided solely for your use as an investor. ' +
  'You may not disclose it to others, and you may not trade in public securities on the basis of it.'
