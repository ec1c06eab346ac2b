export { ReportTable, type ReportTableProps, type ReportGroup } from './ReportTable'
export { reportCellText, type ReportColumn } from './reportCells'
