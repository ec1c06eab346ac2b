export {
  ReportTable,
  reportRowCells,
  type ReportTableProps,
  type ReportGroup,
  type GroupDisclosure,
} from './ReportTable'
export { VirtualReportTable, type VirtualReportTableProps } from './VirtualReportTable'
export { quarterColumns, reportCellText, type ReportColumn } from './reportCells'
export { TableDisclosure, type TableDisclosureProps } from './TableDisclosure'
