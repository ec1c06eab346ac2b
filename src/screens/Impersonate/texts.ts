export const impersonateTexts = {
  userEmail: 'User email',
} as const
