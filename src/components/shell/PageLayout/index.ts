export { PageLayout, type PageLayoutProps } from './PageLayout'
export { ReportPage, type ReportPageProps } from './ReportPage'
