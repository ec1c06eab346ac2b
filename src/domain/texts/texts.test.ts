import { describe, expect, it } from 'vitest'
import {
  calendarRegistrationFilterLabels,
  CHANGES_REFUSED_FOR_ANOTHER_USER,
  reportTexts,
  documentColumns,
  documentTexts,
  documentTitle,
  errorScreenTexts,
  EFFECTIVE_DATE_LABEL,
  EXPORT_AS_EXCEL,
  groupCreated,
  groupDeleted,
  groupDeleteFailed,
  groupUpdated,
  groupUpdateFailed,
  IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
  impersonationBannerText,
  investorRequestTypeKeys,
  NECESSARY_TERMS_NOT_ACCEPTED,
  PORTAL_NAME,
  rejectionTexts,
  SOMETHING_WENT_WRONG,
  successTexts,
  termsDialogTexts,
  USD_AGGREGATION_NOTE,
  userMenuTexts,
  warningTexts,
} from '.'

describe('§8 rejection texts', () => {
  it('are exactly the catalogue', () => {
    expect(Object.values(rejectionTexts)).toEqual([
      'Failed to load entitled accounts',
      'Failed to load entitled funds',
      'Failed to load document types',
      'Failed to load account groups',
      'Failed to fetch funds',
      'Failed to load Investors',
      'Failed to fetch Fund Heads',
      'Failed to fetch Fund Periods',
      'Failed to fetch FPSIS data',
      'Failed to fetch FSIS dates',
      'Failed to fetch FSIS reports',
      'FSIS reports not found',
      'FLOC reports not found',
      'MOIC not found',
      'Failed to fetch historic MOIC',
      'Failed to fetch FPSIS period data',
      'Failed to fetch Investor Accounts',
      'Failed to fetch Summary Investment Schedule Report',
      'Failed to load user terms',
      'could not fetch fund options',
      'Failed to fetch Schedule of investments Reports',
      'Failed to fetch Cash Flow Activity Filters',
      'Failed to fetch Cash Flow Activity Reports',
      'Failed to fetch Cash Flow Activity Report',
      'Failed to fetch Documents',
      'Failed to fetch Capital Account Statement Report',
      'Failed to fetch Account Summary Report',
      'Failed to load user profile',
      'Failed to fetch account summary filters',
      'Failed to fetch Account Summary report',
      'Failed to fetch filters data',
      'failed to get number of action items',
      'Failed to load report',
      'Failed to load data',
      'Failed to load video',
      'Failed to update user preference',
      'Impersonation failed',
      'Cancelled fetching of fund documents',
    ])
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong')
    expect(reportTexts).toEqual({ noData: 'no data', couldNotFetch: 'could not fetch data' })
  })
})

describe('§8 warnings and successes', () => {
  it('warnings are exactly the catalogue', () => {
    expect(Object.values(warningTexts)).toEqual([
      'Failed to load documents',
      'The document download failed',
      'The report download failed.',
      'The file download failed.',
      'Report download failed.',
      'Report has no data for the parameters given',
      'Something went wrong. Please try again',
      'There was a problem updating the document status. Please try again.',
      'Failed to create new group',
      'Some error occurred. Please try again.',
    ])
    expect(groupDeleteFailed('Pension')).toBe('Failed to delete Pension group')
    expect(groupUpdateFailed('Pension')).toBe('Failed to update group Pension')
    expect(NECESSARY_TERMS_NOT_ACCEPTED).toBe('Necessary terms have not been accepted')
  })
  it('a change refused while acting as another user says so, apart from the §8 catalogue', () => {
    expect(CHANGES_REFUSED_FOR_ANOTHER_USER).toBe('You cannot make changes while acting as another user.')
    expect(Object.values(warningTexts)).not.toContain(CHANGES_REFUSED_FOR_ANOTHER_USER)
  })
  it('successes are exactly the catalogue', () => {
    expect(Object.values(successTexts)).toEqual([
      'Report generation successful.',
      'File generation successful.',
      'Document download successful.',
      'Your request has been sent.',
      "We've just sent you an email to reset your password.",
    ])
    expect(groupCreated('Pension')).toBe('Pension group has been created')
    expect(groupDeleted('Pension')).toBe('Pension group has been deleted')
    expect(groupUpdated('Pension')).toBe('Pension group has been updated')
  })
  it('the error screen', () => {
    expect(errorScreenTexts).toEqual({
      title: 'Something went wrong.',
      hint: 'Please try to refresh the page.',
    })
  })
})

describe('layout and screen texts', () => {
  it('impersonation', () => {
    expect(impersonationBannerText('Ada Admin', 'Ian Investor')).toBe(
      'You are logged in as Ada Admin. You currently impersonate Ian Investor',
    )
    expect(IMPERSONATION_ADMIN_DISABLED_TOOLTIP).toBe('In impersonate mode admin page features are disabled')
  })
  it('menus, dialogs and labels', () => {
    expect(termsDialogTexts).toEqual({ agree: 'I AGREE', disagree: 'I DO NOT AGREE' })
    expect(EXPORT_AS_EXCEL).toBe('Export as Excel')
    expect(Object.values(userMenuTexts)).toEqual([
      'Preferences',
      'Impersonate User',
      'Start Impersonation',
      'Stop Impersonating',
      'Sign out',
    ])
    expect(USD_AGGREGATION_NOTE).toBe(
      'For purposes of aggregation, all currencies have been converted to USD as of the reporting period spot rate.',
    )
    expect(EFFECTIVE_DATE_LABEL).toBe('Date Instructions Become Effective')
    expect(investorRequestTypeKeys['update-wire-instructions']).toBe('UpdateWireInstructions')
    expect(Object.values(calendarRegistrationFilterLabels)).toEqual([
      'Registered',
      'Non-registered',
      'All Events',
    ])
  })
  it('documents', () => {
    expect(documentColumns.map((c) => c.label)).toEqual([
      '',
      '',
      '',
      'NAME',
      'FUND',
      'INVESTOR ACCOUNT',
      'PUBLISH DATE',
      '',
    ])
    expect(documentTexts).toMatchObject({
      downloadSelected: 'Download Selected',
      markAsRead: 'Mark as Read',
      selectAll: 'Select All',
      deselectAll: 'Deselect All',
      newOpportunitySpotlight: 'New Opportunity Spotlight',
    })
  })
})

describe('document titles', () => {
  it('put the most specific part first and the portal last', () => {
    expect(documentTitle('Capital Account Statement')).toBe('Capital Account Statement · Investor Portal')
    expect(documentTitle('Apex Fund', 'Fund Profile')).toBe('Apex Fund · Fund Profile · Investor Portal')
    expect(documentTitle(null, 'Fund Profile')).toBe('Fund Profile · Investor Portal')
    expect(documentTitle()).toBe(PORTAL_NAME)
  })

  it('keep a provider name to one line of at most 80 characters', () => {
    expect(documentTitle('A\r\nB\u0000\tC', 'Event')).toBe('A B C · Event · Investor Portal')
    const long = documentTitle('x'.repeat(200), 'Data Room').split(' · ')[0]!
    expect(long).toHaveLength(80)
    expect(long.endsWith('…')).toBe(true)
    expect(documentTitle('   ', 'Event')).toBe('Event · Investor Portal')
  })
})
