export { PlannedScreen as default, PlannedScreen } from './PlannedScreen'
export { plannedScreens, type PlannedScreenKey } from './plannedScreens'
