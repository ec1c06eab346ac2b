export { EmbeddedReport, type EmbeddedReportProps } from './EmbeddedReport'
