export * from './ProgressBar'
