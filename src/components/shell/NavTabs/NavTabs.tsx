import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import {
  hasAnyReportPermission,
  navigationTabTexts,
  paths,
  type NavTabKey,
  type ViewPermissions,
} from '../../../domain'
import { ChevronDownIcon, CloseIcon, ExternalLinkIcon, MenuIcon } from '../../icons'
import { MenuButton } from '../../inputs/MenuButton'
import { VisuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { reportLinkGroups } from '../ReportsMenu'
import { FundsMenu } from './FundsMenu'
import type { FundLink } from './FundsMenuList'
import { Bar, MenuCurrent, MenuToggle, TabLink, TabList } from './NavTabs.styles'

interface CommonProps {
  /** The tab of the current page (the route table's), marked as current; null where no tab is. */
  activeTab: NavTabKey | null
  /** The current path: marks the current report in the Reporting menu. */
  activePath: string
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
function LinkTab({ tab, active }: { tab: keyof typeof linkTabHrefs; active: NavTabKey | null }) {
  const href = linkTabHrefs[tab]
  const navigate = useLinkNavigation()
  return (
    <li>
      <TabLink
        href={href}
        $active={active === tab}
        aria-current={active === tab ? 'page' : undefined}
        onClick={(event) => navigateOnClick(event, href, navigate)}
      >
        {navigationTabTexts[tab]}
      </TabLink>
    </li>
  )
}

/**
 * The tabs in a navigation landmark. Where they do not fit in a row (a phone) a menu button discloses them as a
 * column that pushes the page down: Escape closes it and gives the button its focus back, and a new page closes it.
 */
function TabBar({
  label,
  activeTab,
  activePath,
  children,
}: {
  label: string
  activeTab: NavTabKey | null
  activePath: string
  children: ReactNode
}) {
  const listId = useId()
  // The menu is open on the page it was opened on: a new page (its links navigate within the portal) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === activePath
  const toggle = useRef<HTMLButtonElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return
    setOpenOn(null)
    toggle.current?.focus()
  }
  return (
    <Bar aria-label={label} onKeyDown={onKeyDown}>
      <MenuToggle
        ref={toggle}
        type="button"
        $active={false}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : activePath)}
      >
        {open ? <CloseIcon size="sm" /> : <MenuIcon size="sm" />}
        {componentTexts.navigationMenu}
        {activeTab && <MenuCurrent>{navigationTabTexts[activeTab]}</MenuCurrent>}
      </MenuToggle>
      <TabList id={listId} $open={open}>
        {children}
      </TabList>
    </Bar>
  )
}

/** The navigation tabs of the portal, or of administration (Reports and Impersonate User). */
export function NavTabs(props: NavTabsProps) {
  const { activeTab: active, activePath } = props
  if (props.mode === 'administration') {
    return (
      <TabBar label={componentTexts.administrationNavigation} activeTab={active} activePath={activePath}>
        <LinkTab tab="reports" active={active} />
        <LinkTab tab="impersonateUser" active={active} />
      </TabBar>
    )
  }
  const reportGroups = reportLinkGroups(props.reportPermissions, activePath)
  return (
    <TabBar label={componentTexts.mainNavigation} activeTab={active} activePath={activePath}>
      <li>
        <TabLink href={props.globalInsightsHref} target="_blank" rel="noopener noreferrer" $active={false}>
          {navigationTabTexts.globalInsights}
          <ExternalLinkIcon size="sm" />
          <VisuallyHidden>{componentTexts.opensInNewWindow}</VisuallyHidden>
        </TabLink>
      </li>
      <LinkTab tab="dataRooms" active={active} />
      <li>
        <FundsMenu links={props.funds.links} disabled={!props.funds.enabled} active={active === 'funds'} />
      </li>
      <li>
        <MenuButton
          label={navigationTabTexts.reporting}
          variant="tab"
          active={active === 'reporting'}
          disabled={!hasAnyReportPermission(props.reportPermissions)}
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
      <LinkTab tab="documents" active={active} />
      {props.calendarEnabled && <LinkTab tab="myCalendar" active={active} />}
    </TabBar>
  )
}
