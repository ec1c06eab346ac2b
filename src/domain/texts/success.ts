/** Success messages of spec §8. */
export const successTexts = {
  reportGeneration: 'Report generation successful.',
  fileGeneration: 'File generation successful.',
  documentDownload: 'Document download successful.',
  investorRequestSent: 'Your request has been sent.',
  passwordResetEmail: "We've just sent you an email to reset your password.",
} as const

export const groupCreated = (group: string): string => `${group} group has been created`

export const groupDeleted = (group: string): string => `${group} group has been deleted`

export const groupUpdated = (group: string): string => `${group} group has been updated`
