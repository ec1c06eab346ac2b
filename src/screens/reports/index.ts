export { CapitalAccountStatementScreen } from './CapitalAccountStatementScreen'
export { AccountSummaryScreen } from './AccountSummaryScreen'
export { ScheduleOfInvestmentsScreen } from './ScheduleOfInvestmentsScreen'
export { CashFlowActivityScreen } from './CashFlowActivityScreen'
