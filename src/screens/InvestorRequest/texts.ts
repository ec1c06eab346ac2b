/**
 * Texts of the investor request dialog that the specification does not give (its title, type labels, the date
 * label, the warning, the attachment messages and the outcomes come from src/domain).
 */
export const investorRequestTexts = {
  intro: 'Send a request to the fund administrator. We answer by email.',
  requestType: 'Request type',
  chooseType: 'Choose a request type',
  message: 'Message',
  messageHint: 'Tell us what you need.',
  funds: 'Funds',
  fundEntity: 'Fund',
  chooseFunds: 'Choose funds',
  accounts: 'Investor accounts',
  accountEntity: 'Account',
  chooseAccounts: 'Choose investor accounts',
  accountsHint: 'Choose funds first: their investor accounts are listed here.',
  loadingAccounts: 'Loading investor accounts',
  wireInstructions: 'New wire instructions',
  wireFields: {
    bankName: 'Bank name',
    beneficiaryAccountName: 'Beneficiary account name',
    bankCountry: 'Bank country',
    bankAccountNumber: 'Bank account number',
    routingNumber: 'Routing number (ABA, SWIFT or sort code)',
  },
  effectiveDateHint: 'Optional',
  optionalChoice: 'Optional: the funds this request is about.',
  attachmentHint: 'One file of up to 5 MB: PNG, JPG, BMP, Word, Excel, PowerPoint or PDF.',
  readingAttachment: 'The file could not be read. Please attach it again.',
  send: 'Send request',
  cancel: 'Cancel',
} as const
