import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import {
  below,
  Button,
  componentTexts,
  Footer,
  FullScreenSpinner,
  Header,
  ImpersonationBanner,
  NavTabs,
  preloadPopups,
  SkipLink,
  theme,
} from '../../components'
import {
  CREATE_GROUP_ID,
  NEW_GROUP_ID,
  effectiveUser,
  helpHref,
  paths,
  sessionPermissions,
  userMenuTexts,
  entityDisplayName,
} from '../../domain'
import { stopImpersonation } from '../state/impersonation'
import { selectInvestorGroup } from '../state/investorGroup'
import { useCurrentRoute } from '../routes/useCurrentRoute'
import { usePortal } from '../state/PortalContext'
import { ScreenSessionProvider } from '../state/ScreenSessionProvider'
import type { PortalState } from '../state/portalStore'
import { ErrorBoundary } from './ErrorBoundary'
import { useDocumentTitle, useFocusOnNavigation } from './usePageAnnouncement'

// The request form (date picker, attachment reading) loads when first opened: the home page's JavaScript stays as it was.
const InvestorRequestDialog = lazy(() =>
  import('../../screens/InvestorRequest').then((module) => ({ default: module.InvestorRequestDialog })),
)

// Pinned on screens wide enough to keep most of the page in view; a phone's header of two rows scrolls away.
const Pinned = styled.div`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};

  ${below(theme.breakpoints.navigation)} {
    position: static;
  }
`

// min-height 100vh: the footer starts below the fold, so content arriving after start-up does not push it (CLS).
const Main = styled.main`
  flex: 1;
  min-width: 0;
  max-width: ${theme.dimensions.containerMaxWidth}px;
  margin: 0 auto;
  padding: ${theme.space.lg};
  min-height: 100vh;
`

const Body = styled.div`
  display: flex;
  align-items: flex-start;
`

const fullName = (user: { firstName?: string | null; lastName?: string | null } | null) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ')

/**
 * Header, navigation and footer around the routed page (in its error boundary), wired to the session (spec §2.3),
 * and the page's title and focus. The reports drawer belongs to the report pages (their ReportPage), its open or
 * closed state to the session.
 */
export function PortalChrome() {
  const portal = usePortal()
  useDocumentTitle(portal)
  useFocusOnNavigation()
  // The code of the chrome's menus and lists (declared as this chunk ran) is not in it: ask for it once the page is
  // drawn and the browser has a moment, so a first open is as quick as any other.
  useEffect(() => {
    const preload = () => void preloadPopups()
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload)
    else setTimeout(preload, 0)
  }, [])
  const snap = useSnapshot(portal)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [investorRequestOpen, setInvestorRequestOpen] = useState(false)
  const closeInvestorRequest = useCallback(() => setInvestorRequestOpen(false), [])
  const identity = {
    user: snap.user as PortalState['user'],
    impersonation: snap.impersonation as PortalState['impersonation'],
  }
  const permissions = sessionPermissions(identity)
  // The header follows the page's entry in the route table: its tab, its help topic, administration or not.
  const route = useCurrentRoute()?.route
  const inAdministration = route?.administration === true
  const activeTab = route?.tab ?? null

  const stop = async () => {
    await stopImpersonation(portal)
    void navigate(paths.home)
  }

  // The screens' session, with the chrome: every page, gate and the investor request dialog are drawn here, so
  // its code loads with the chrome's chunk, not with every first load.
  return (
    <ScreenSessionProvider portal={portal}>
      <SkipLink targetId="main-content">{componentTexts.skipToContent}</SkipLink>
      <Pinned>
        {snap.impersonation && (
          <ImpersonationBanner
            adminName={fullName(snap.user)}
            impersonatedName={fullName(effectiveUser(identity))}
            action={
              <Button size="sm" variant="secondary" onClick={() => void stop()}>
                {userMenuTexts.stopImpersonating}
              </Button>
            }
          />
        )}
        <Header
          homeHref={paths.home}
          investorGroup={
            !inAdministration
              ? {
                  groups: snap.accountGroups as PortalState['accountGroups'],
                  selectedId: snap.selectedGroupId,
                  onSelect: (id) =>
                    id === CREATE_GROUP_ID
                      ? void navigate(`${paths.profile}?group=${NEW_GROUP_ID}`)
                      : selectInvestorGroup(portal, id),
                }
              : null
          }
          utility={{
            helpHref: helpHref(route?.help ?? 'home'),
            administration: permissions.administration.visible
              ? {
                  href: paths.administration,
                  enabled: permissions.administration.enabled,
                  tooltip: permissions.administration.tooltip,
                }
              : null,
            investorRequest: {
              enabled: permissions.investorRequestEnabled,
              onOpen: () => setInvestorRequestOpen(true),
            },
          }}
          user={{
            userName: fullName(snap.user),
            impersonation: permissions.isImpersonating
              ? 'active'
              : permissions.canStartImpersonation
                ? 'available'
                : 'unavailable',
            onPreferences: () => void navigate(paths.profile),
            onImpersonate: () => void navigate(paths.impersonate),
            onStopImpersonating: () => void stop(),
            onSignOut: () => void navigate(paths.signout),
          }}
        />
        {inAdministration ? (
          <NavTabs mode="administration" activeTab={activeTab} activePath={pathname} />
        ) : (
          <NavTabs
            mode="portal"
            activeTab={activeTab}
            activePath={pathname}
            globalInsightsHref={snap.config.links.insightsHub}
            funds={{
              enabled: permissions.fundsTabEnabled,
              links: snap.entitledEntities.map((entity) => ({
                id: entity.id,
                label: entityDisplayName(entity),
                href: paths.fundProfile(entity.id),
              })),
            }}
            reportPermissions={permissions.view}
            calendarEnabled={snap.flags.calendar}
          />
        )}
      </Pinned>
      <Body>
        <Main id="main-content">
          <ErrorBoundary resetKey={`${pathname}${search}`}>
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Main>
      </Body>
      <Footer
        links={snap.config.links}
        accountSummaries={{
          lineOne: permissions.view.accountSummary,
          lineTwo: permissions.view.accountSummaryAlpInvest,
        }}
        calendarEnabled={snap.flags.calendar}
      />
      {investorRequestOpen && (
        <Suspense fallback={null}>
          <InvestorRequestDialog open onClose={closeInvestorRequest} />
        </Suspense>
      )}
    </ScreenSessionProvider>
  )
}
