export { PlannedScreen as default, PlannedScreen } from './PlannedScreen'
