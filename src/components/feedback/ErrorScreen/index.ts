export { ErrorScreen } from './ErrorScreen'
