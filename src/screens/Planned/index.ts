export { PlannedScreen as default, PlannedScreen } from './PlannedScreen'
export { plannedPages } from './plannedPages'
