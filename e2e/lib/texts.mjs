// The exact texts of the portal, from the modules the code itself uses (loaded through tsx, see e2e/run.mjs):
// a journey never restates a text of the spec.
export * from '../../src/domain/texts/index.ts'
export {
  accountSummaryTexts,
  administrationTexts,
  calendarScreenTexts,
  capitalAccountStatementTexts,
  cashFlowScreenTexts,
  dataRoomTexts,
  documentsScreenTexts,
  fundProfileTexts,
  helpTexts,
  homeTexts,
  impersonateTexts,
  insightsHubTexts,
  investorRequestTexts,
  profileTexts,
  reportScreenTexts,
  scheduleOfInvestmentsScreenTexts,
} from '../../src/screens/texts.ts'
export { componentTexts, dataGridTexts, footerTexts } from '../../src/components/texts.ts'
