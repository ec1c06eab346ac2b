import { describe, expect, it } from 'vitest'
import { NO_VIEW_PERMISSIONS, paths, reportLabels, reportLineLabels } from '../../../domain'
import { reportLinkGroups } from './reportGroups'

describe('reportLinkGroups', () => {
  it('lists permitted options under their groups and marks the current report', () => {
    const groups = reportLinkGroups(
      { ...NO_VIEW_PERMISSIONS, reports: true, accountSummary: true, portfolioPerformance: true },
      paths.capitalAccountStatement,
    )
    expect(groups.map((group) => group.id)).toEqual(['lineOne', 'lineTwo', 'portfolio'])
    expect(groups[0]?.links.map((link) => link.label)).toEqual([
      reportLabels.accountSummary,
      reportLabels.capitalAccountStatement,
      reportLabels.scheduleOfInvestments,
      reportLabels.cashFlowActivity,
      reportLabels.capitalActivity,
    ])
    expect(groups[0]?.links.find((link) => link.current)?.href).toBe(paths.capitalAccountStatement)
    expect(groups[1]?.links.map((link) => link.label)).toEqual([reportLabels.portfolioPerformance])
    expect(groups[2]).toMatchObject({ label: reportLineLabels.portfolio })
    expect(groups[2]?.links.map((link) => link.href)).toEqual([paths.exposure, paths.commitments])
  })

  it('omits a group without options', () => {
    const groups = reportLinkGroups({ ...NO_VIEW_PERMISSIONS, diversificationAnalysis: true }, '/')
    expect(groups.map((group) => group.id)).toEqual(['lineTwo'])
  })

  it('is empty without any report permission', () => {
    expect(reportLinkGroups(NO_VIEW_PERMISSIONS, '/')).toEqual([])
  })
})
