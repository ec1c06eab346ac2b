import { pageTitleTexts } from '../../domain'
/** Texts of the profile that the specification does not give (its texts come from src/domain). */
export const profileTexts = {
  title: pageTitleTexts.profile,
  preferences: 'Preferences',
  dateFormat: 'Date format',
  numberFormat: 'Number format',
  formatExample: (format: string, example: string): string => `${format} (${example})`,
  defaultGroup: 'Default investor group',
  defaultGroupHint: 'Selected for you each time you sign in.',
  lineTwoCurrency: 'AlpInvest reporting currency',
  landingPage: 'Landing page',
  landingPageOff: 'The portal opens on the home page. Choosing another landing page is not available.',
  savingPreference: 'Saving…',
  impersonatingNote: (name: string): string =>
    `You are viewing the portal as ${name}. Changes here apply only to this session and are not saved for ${name}.`,
  groups: 'Investor account groups',
  groupsIntro:
    'A group gathers the investor accounts you look at together. Pick it in the header to see only its accounts.',
  group: 'Group',
  newGroup: 'New group',
  groupName: 'Group name',
  accounts: 'Accounts in this group',
  accountEntity: 'account',
  allAccountsNote: (count: string): string =>
    `All Investor Accounts always holds every account you are entitled to (${count}). Choose a group or start a new one to edit.`,
  createGroup: 'Create group',
  saveGroup: 'Save group',
  discardChanges: 'Discard changes',
  deleteGroup: 'Delete group',
  confirmDeleteTitle: 'Delete this group?',
  confirmDelete: (group: string): string =>
    `The group ${group} will be deleted. Your investor accounts are not affected.`,
  cancel: 'Cancel',
  loadingAccounts: 'Loading investor accounts',
  password: 'Password',
  passwordIntro: (email: string): string =>
    `We will email ${email} a link to choose a new password. The link comes from our sign-in service.`,
  changePassword: 'Change password',
  passwordWhileImpersonating: 'A password can only be changed by its owner, not while impersonating.',
} as const
