export { ReportTable, reportRowCells, type ReportTableProps, type ReportGroup } from './ReportTable'
export { VirtualReportTable, type VirtualReportTableProps } from './VirtualReportTable'
export { reportCellText, type ReportColumn } from './reportCells'
