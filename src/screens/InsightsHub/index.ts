export { InsightsHubScreen } from './InsightsHubScreen'
