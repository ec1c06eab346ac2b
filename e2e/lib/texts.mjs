// The exact texts of the portal, from the modules the code itself uses (loaded through tsx, see e2e/run.mjs):
// a journey never restates a text of the spec.
export * from '../../src/domain/texts/index.ts'
export { appTexts } from '../../src/app/texts.ts'
export { administrationTexts } from '../../src/screens/Administration/texts.ts'
export { calendarScreenTexts } from '../../src/screens/Calendar/texts.ts'
export { dataRoomTexts } from '../../src/screens/DataRooms/texts.ts'
export { fundProfileTexts } from '../../src/screens/FundProfile/texts.ts'
export { helpTexts } from '../../src/screens/Help/texts.ts'
export { homeTexts } from '../../src/screens/Home/texts.ts'
export { portfolioTexts } from '../../src/screens/Home/portfolio/texts.ts'
export { impersonateTexts } from '../../src/screens/Impersonate/texts.ts'
export { insightsHubTexts } from '../../src/screens/InsightsHub/texts.ts'
export { investorRequestTexts } from '../../src/screens/InvestorRequest/texts.ts'
export { profileTexts } from '../../src/screens/Profile/texts.ts'
export { documentsScreenTexts } from '../../src/screens/documentLibrary/texts.ts'
export { quarterPackageScreenTexts } from '../../src/screens/quarterPackage/texts.ts'
export { accountSummaryTexts } from '../../src/screens/reports/accountSummary/texts.ts'
export {
  capitalAccountStatementTexts,
  ilpaWorkbookTexts,
} from '../../src/screens/reports/capitalAccountStatement/texts.ts'
export { cashFlowScreenTexts } from '../../src/screens/reports/cashFlowActivity/texts.ts'
export { scheduleOfInvestmentsScreenTexts } from '../../src/screens/reports/scheduleOfInvestments/texts.ts'
export { reportScreenTexts } from '../../src/screens/reports/shared/texts.ts'
export { componentTexts, dataGridTexts, footerTexts } from '../../src/components/texts.ts'
export { documentViewerTexts } from '../../src/components/data/DocumentViewer/texts.ts'
export { attentionTexts } from '../../src/screens/Home/attention/texts.ts'
export { tieTexts } from '../../src/screens/figureTrace/texts.ts'
