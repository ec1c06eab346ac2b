import { hasAnyReportPermission, navigationTabTexts, paths, type ViewPermissions } from '../../../domain'
import { ChevronDownIcon, ExternalLinkIcon } from '../../icons'
import { MenuButton } from '../../inputs/MenuButton'
import { VisuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, type NavigateHandler } from '../../utils'
import { reportLinkGroups } from '../ReportsMenu'
import { FundsMenu, type FundLink } from './FundsMenu'
import { activeNavTab, type NavTabKey } from './navTabs'
import { Bar, TabLink, TabList } from './NavTabs.styles'

interface CommonProps {
  /** The current path: marks the tab of the page (aria-current). */
  activePath: string
  onNavigate?: NavigateHandler
}

export interface PortalTabsProps extends CommonProps {
  mode: 'portal'
  /** The insights hub's external address: Global Insights opens it in a new window. */
  globalInsightsHref: string
  /** The Funds dropdown: disabled without ViewFunds. */
  funds: { enabled: boolean; links: readonly FundLink[] }
  /** The Reporting dropdown lists the permitted reports; disabled without any report permission. */
  reportPermissions: ViewPermissions
  /** My Calendar appears only while the calendar feature is on. */
  calendarEnabled: boolean
}

export interface AdministrationTabsProps extends CommonProps {
  mode: 'administration'
}

export type NavTabsProps = PortalTabsProps | AdministrationTabsProps

/** The tabs that are plain links, and their pages. */
const linkTabHrefs = {
  dataRooms: paths.dataRooms,
  documents: paths.documents,
  myCalendar: paths.calendar,
  reports: paths.administrationReports,
  impersonateUser: paths.impersonate,
} as const satisfies Partial<Record<NavTabKey, string>>

/** A tab that links to its page, marked as current (aria-current) while the page is shown. */
function LinkTab({
  tab,
  active,
  onNavigate,
}: {
  tab: keyof typeof linkTabHrefs
  active: NavTabKey | null
  onNavigate?: NavigateHandler
}) {
  const href = linkTabHrefs[tab]
  return (
    <li>
      <TabLink
        href={href}
        $active={active === tab}
        aria-current={active === tab ? 'page' : undefined}
        onClick={(event) => navigateOnClick(event, href, onNavigate)}
      >
        {navigationTabTexts[tab]}
      </TabLink>
    </li>
  )
}

/** The navigation tabs of the portal, or of administration (Reports and Impersonate User). */
export function NavTabs(props: NavTabsProps) {
  const { activePath, onNavigate } = props
  const active = activeNavTab(activePath)
  if (props.mode === 'administration') {
    return (
      <Bar aria-label={componentTexts.administrationNavigation}>
        <TabList>
          <LinkTab tab="reports" active={active} onNavigate={onNavigate} />
          <LinkTab tab="impersonateUser" active={active} onNavigate={onNavigate} />
        </TabList>
      </Bar>
    )
  }
  const reportGroups = reportLinkGroups(props.reportPermissions, activePath)
  return (
    <Bar aria-label={componentTexts.mainNavigation}>
      <TabList>
        <li>
          <TabLink href={props.globalInsightsHref} target="_blank" rel="noopener noreferrer" $active={false}>
            {navigationTabTexts.globalInsights}
            <ExternalLinkIcon size="sm" />
            <VisuallyHidden>{componentTexts.opensInNewWindow}</VisuallyHidden>
          </TabLink>
        </li>
        <LinkTab tab="dataRooms" active={active} onNavigate={onNavigate} />
        <li>
          <FundsMenu
            links={props.funds.links}
            disabled={!props.funds.enabled}
            active={active === 'funds'}
            onNavigate={onNavigate}
          />
        </li>
        <li>
          <MenuButton
            label={navigationTabTexts.reporting}
            variant="tab"
            active={active === 'reporting'}
            disabled={!hasAnyReportPermission(props.reportPermissions)}
            onNavigate={onNavigate}
            groups={reportGroups.map((group) => ({
              id: group.id,
              label: group.label,
              items: group.links.map((link) => ({
                id: link.id,
                label: link.label,
                href: link.href,
                current: link.current,
              })),
            }))}
          >
            {navigationTabTexts.reporting}
            <ChevronDownIcon size="sm" />
          </MenuButton>
        </li>
        <LinkTab tab="documents" active={active} onNavigate={onNavigate} />
        {props.calendarEnabled && <LinkTab tab="myCalendar" active={active} onNavigate={onNavigate} />}
      </TabList>
    </Bar>
  )
}
