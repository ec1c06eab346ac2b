export { ImpersonateScreen as default, ImpersonateScreen } from './ImpersonateScreen'
