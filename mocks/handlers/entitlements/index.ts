import { accountGroupHandlers } from './accountGroups'
import { accountHandlers } from './accounts'
import { embeddedReportHandlers } from './embeddedReports'
import { investorRequestHandlers } from './investorRequest'
import { preferenceHandlers } from './preferences'
import { termsHandlers } from './terms'
import { userHandlers } from './user'

export { currentEmbedToken, demoReportUrl } from './embeddedReports'
export { recordedRequests } from './investorRequest'
export { DEMO_REPORT_PAGE } from '../../reports/service'

/** The entitlements service of spec §7, one module per part of it. */
export const entitlementsHandlers = [
  ...userHandlers,
  ...accountHandlers,
  ...accountGroupHandlers,
  ...termsHandlers,
  ...investorRequestHandlers,
  ...preferenceHandlers,
  ...embeddedReportHandlers,
]
