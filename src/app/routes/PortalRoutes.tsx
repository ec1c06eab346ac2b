import { Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { FullScreenSpinner } from '../../components'
import { paths, type ReportKey } from '../../domain'
import type { PlannedScreenKey } from '../../screens/Planned/plannedScreens'
import { PortalLayout } from '../layout/PortalLayout'
import { LoginRoute } from '../signIn/LoginRoute'
import { SignOutRoute } from '../signIn/SignOutRoute'
import { usePortal } from '../state/PortalContext'
import { AdministrationGate, FundProfileGate, ReportGate, ReportingRedirect } from './gates'
import {
  DataRoomScreen,
  DataRoomsScreen,
  DocumentsScreen,
  HomeScreen,
  ImpersonateScreen,
  PlannedScreen,
} from './lazyScreens'

const planned = (screen: PlannedScreenKey) => <PlannedScreen screen={screen} />

const reportRoutes: Array<{ report: ReportKey; path: string }> = [
  { report: 'accountSummary', path: paths.accountSummary },
  { report: 'accountSummaryAlpInvest', path: paths.accountSummaryAlpInvest },
  { report: 'capitalAccountStatement', path: paths.capitalAccountStatement },
  { report: 'scheduleOfInvestments', path: paths.scheduleOfInvestments },
  { report: 'cashFlowActivity', path: paths.cashFlowActivity },
  { report: 'portfolioPerformance', path: paths.portfolioPerformance },
  { report: 'diversificationAnalysis', path: paths.diversificationAnalysis },
]

/** Every route of spec §2.1 with its gate. /login and /signout render without the layout. */
export function PortalRoutes() {
  const { flags } = useSnapshot(usePortal())
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.signout} element={<SignOutRoute />} />
        <Route element={<PortalLayout />}>
          <Route index element={<HomeScreen />} />
          <Route path={paths.documents} element={<DocumentsScreen />} />
          <Route path={paths.profile} element={planned('profile')} />
          <Route path={paths.dataRooms} element={<DataRoomsScreen />} />
          <Route path={`${paths.dataRooms}/:globalId`} element={<DataRoomScreen />} />
          <Route
            path="/fund-profile/:entityId"
            element={<FundProfileGate>{planned('fundProfile')}</FundProfileGate>}
          />
          <Route path={paths.reporting} element={<ReportingRedirect />} />
          {reportRoutes.map(({ report, path }) => (
            <Route
              key={report}
              path={path}
              element={<ReportGate report={report}>{planned(report)}</ReportGate>}
            />
          ))}
          <Route path={`${paths.reporting}/*`} element={<ReportingRedirect />} />
          <Route
            path={paths.administration}
            element={<AdministrationGate>{planned('administration')}</AdministrationGate>}
          />
          <Route
            path={paths.administrationReports}
            element={<AdministrationGate>{planned('administrationReports')}</AdministrationGate>}
          />
          <Route
            path={paths.impersonate}
            element={
              <AdministrationGate>
                <ImpersonateScreen />
              </AdministrationGate>
            }
          />
          <Route path={paths.insightsHub} element={planned('insightsHub')} />
          {flags.calendar && <Route path={paths.calendar} element={planned('calendar')} />}
          {flags.calendar && <Route path={`${paths.calendar}/:eventId`} element={planned('calendarEvent')} />}
          <Route path={paths.help} element={planned('help')} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </Suspense>
  )
}
