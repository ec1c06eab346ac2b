// The exact texts of the portal, from the modules the code itself uses (loaded through tsx, see e2e/run.mjs):
// a journey never restates a text of the spec.
export * from '../../src/domain/texts/index.ts'
export { administrationTexts } from '../../src/screens/Administration/texts.ts'
export { calendarScreenTexts } from '../../src/screens/Calendar/texts.ts'
export { dataRoomTexts } from '../../src/screens/DataRooms/texts.ts'
export { fundProfileTexts } from '../../src/screens/FundProfile/texts.ts'
export { helpTexts } from '../../src/screens/Help/texts.ts'
export { homeTexts } from '../../src/screens/Home/texts.ts'
export { impersonateTexts } from '../../src/screens/Impersonate/texts.ts'
export { insightsHubTexts } from '../../src/screens/InsightsHub/texts.ts'
export { investorRequestTexts } from '../../src/screens/InvestorRequest/texts.ts'
export { profileTexts } from '../../src/screens/Profile/texts.ts'
export { documentsScreenTexts } from '../../src/screens/documentLibrary/texts.ts'
export {
  accountSummaryTexts,
  capitalAccountStatementTexts,
  cashFlowScreenTexts,
  reportScreenTexts,
  scheduleOfInvestmentsScreenTexts,
} from '../../src/screens/reports/texts.ts'
export { componentTexts, dataGridTexts, footerTexts } from '../../src/components/texts.ts'
