export { ReportsDrawer, type ReportsDrawerProps } from './ReportsDrawer'
