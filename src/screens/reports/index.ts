export { CapitalAccountStatementScreen } from './capitalAccountStatement/CapitalAccountStatementScreen'
export { AccountSummaryScreen } from './accountSummary/AccountSummaryScreen'
export { ScheduleOfInvestmentsScreen } from './scheduleOfInvestments/ScheduleOfInvestmentsScreen'
export { CashFlowActivityScreen } from './cashFlowActivity/CashFlowActivityScreen'
