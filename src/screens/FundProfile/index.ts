export { FundProfileScreen as default, FundProfileScreen } from './FundProfileScreen'
