// The reports' names as the navigation shows them: apart from the reports' own texts (./reports), which only the
// report pages need.
export const reportLabels = {
  accountSummary: 'Single',
  capitalAccountStatement: 'Capital Account Statement',
  scheduleOfInvestments: 'Schedule of Investments',
  cashFlowActivity: 'Cash Flow Activity',
  portfolioPerformance: 'Portfolio Performance',
  diversificationAnalysis: 'Diversification Analysis',
} as const
