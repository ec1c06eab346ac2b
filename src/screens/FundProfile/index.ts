export { FundProfileScreen } from './FundProfileScreen'
