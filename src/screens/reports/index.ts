export { CapitalAccountStatementScreen } from './CapitalAccountStatementScreen'
export { AccountSummaryScreen } from './AccountSummaryScreen'
