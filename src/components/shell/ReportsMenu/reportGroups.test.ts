import { describe, expect, it } from 'vitest'
import { NO_VIEW_PERMISSIONS, paths, reportLabels } from '../../../domain'
import { reportLinkGroups } from './reportGroups'

describe('reportLinkGroups', () => {
  it('lists permitted options under two groups and marks the current report', () => {
    const groups = reportLinkGroups(
      { ...NO_VIEW_PERMISSIONS, reports: true, accountSummary: true, portfolioPerformance: true },
      paths.capitalAccountStatement,
    )
    expect(groups.map((group) => group.id)).toEqual(['lineOne', 'lineTwo'])
    expect(groups[0]?.links.map((link) => link.label)).toEqual([
      reportLabels.accountSummary,
      reportLabels.capitalAccountStatement,
      reportLabels.scheduleOfInvestments,
      reportLabels.cashFlowActivity,
      reportLabels.capitalActivity,
    ])
    expect(groups[0]?.links.find((link) => link.current)?.href).toBe(paths.capitalAccountStatement)
    expect(groups[1]?.links.map((link) => link.label)).toEqual([reportLabels.portfolioPerformance])
  })

  it('omits a group without options', () => {
    const groups = reportLinkGroups({ ...NO_VIEW_PERMISSIONS, diversificationAnalysis: true }, '/')
    expect(groups.map((group) => group.id)).toEqual(['lineTwo'])
  })

  it('is empty without any report permission', () => {
    expect(reportLinkGroups(NO_VIEW_PERMISSIONS, '/')).toEqual([])
  })
})
