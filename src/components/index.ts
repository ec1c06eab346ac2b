export * from './theme'
export * from './feedback/FullScreenSpinner'
export * from './feedback/ErrorScreen'
