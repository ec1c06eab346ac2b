export { DataGrid, type DataGridProps, type DataGridSelection } from './DataGrid'
export * from './cells'
export { SCROLLER_TEST_ID } from './virtuosoParts'
