export { AdministrationScreen } from './AdministrationScreen'
export { AdministrationReportsScreen } from './AdministrationReportsScreen'
