export * from './layout'
export * from './FilterBar'
