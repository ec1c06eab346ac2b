export * from './layout'
export * from './FilterBar'
export * from './CardItem'
