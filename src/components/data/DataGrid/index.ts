export { DataGrid, type DataGridProps, type DataGridSelection } from './DataGrid'
export {
  cellContent,
  columnAlign,
  createPageRequestGuard,
  selectionState,
  type DataGridColumn,
} from './cells'
export { SCROLLER_TEST_ID } from './virtuosoParts'
