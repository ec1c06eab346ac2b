export { HomeScreen as default, HomeScreen } from './HomeScreen'
