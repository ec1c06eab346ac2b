// The reporting service's calls (spec §7 Reporting), one module per report or fund page; `api.reporting` is
// all of them.
export * from './capitalAccounts'
export * from './cashFlows'
export * from './fundInvestments'
export * from './funds'
export * from './scheduleOfInvestments'
