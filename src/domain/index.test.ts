import { describe, expect, it } from 'vitest'
import * as domain from '.'

describe('src/domain barrel', () => {
  it('re-exports every public module', () => {
    for (const name of [
      'PREFERENCE_SETTINGS',
      'isOneOf',
      'viewPermissionsFrom',
      'reportingRedirectPath',
      'orderTermsByPriority',
      'termsDialogReducer',
      'formatMoic',
      'netMoic',
      'latestPeriod',
      'cashFlowYears',
      'pruneDocumentFilters',
      'uniqueFileNames',
      'validateAttachment',
      'shouldRefetchEmbedToken',
      'runLimited',
      'nextTask',
      'featureFlagsFor',
      'rejectionTexts',
      'paths',
      'headerGroupOptions',
      'summaryTotalsInUSD',
      'fundTypeGroups',
      'calendarFile',
      'successNotification',
      'firstErrorText',
      'PAGE_SIZE',
      'sumInCents',
      'InvestorIndex',
      'entityDisplayName',
    ]) {
      expect(domain, name).toHaveProperty(name)
    }
  })
})
