export { FullScreenSpinner, type FullScreenSpinnerProps } from './FullScreenSpinner'
