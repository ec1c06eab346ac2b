export { InvestorRequestDialog } from './InvestorRequestDialog'
