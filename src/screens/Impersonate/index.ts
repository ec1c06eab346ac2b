export { ImpersonateScreen } from './ImpersonateScreen'
