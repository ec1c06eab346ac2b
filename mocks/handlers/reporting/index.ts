import { capitalAccountHandlers } from './capitalAccounts'
import { cashFlowHandlers } from './cashFlows'
import { fundInvestmentHandlers } from './fundInvestments'
import { fundHandlers } from './funds'
import { scheduleOfInvestmentsHandlers } from './scheduleOfInvestments'

/** The reporting service of spec §7, one module per report or fund page, in the order they were first written. */
export const reportingHandlers = [
  ...fundHandlers,
  ...fundInvestmentHandlers,
  ...scheduleOfInvestmentsHandlers,
  ...cashFlowHandlers,
  ...capitalAccountHandlers,
]
