export { ProfileScreen } from './ProfileScreen'
