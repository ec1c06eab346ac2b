import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../.storybook/portalState'
import { scopeOf } from '../../mocks/scope'
import { selectInvestorGroup } from '../../src/app/state/investorGroup'
import { endpoints, type Endpoint } from '../../src/api'
import { capitalActivityTexts, paths } from '../../src/domain'
import { calendarScreenTexts } from '../../src/screens/Calendar/texts'
import { dataRoomTexts } from '../../src/screens/DataRooms/texts'
import { fundProfileTexts } from '../../src/screens/FundProfile/texts'
import { HomeScreen } from '../../src/screens/Home'
import { portfolioTexts } from '../../src/screens/Home/portfolio/texts'
import { homeTexts } from '../../src/screens/Home/texts'
import { attentionTexts } from '../../src/screens/Home/attention'
import { accountSummaryTexts } from '../../src/screens/reports/accountSummary/texts'
import { cashFlowScreenTexts } from '../../src/screens/reports/cashFlowActivity/texts'
import { reportScreenTexts } from '../../src/screens/reports/shared/texts'
import { reportStorySetup } from './reports/reportHelpers'
import { loadScreens, ScreenRoutes } from './ScreenRoutes'
import { withScreenStage } from './ScreenStage'
import { neverAnswersWhen } from './screenHelpers'

/** The group the story changes to: its calls never answer, so the page must show that it loads, not old data. */
let hangingGroup: string | null = null

const groupOf = (request: Request) => new URL(request.url).searchParams.get('investorAccountGroupId')

/**
 * Story parameters: the page at `route`, where `call` never answers for the group the story changes to. A report
 * page, whose whole body waits, says it stays busy (`visual.staysBusy`); on home, a story names the panels that wait
 * (`visual.busyWith`) and the others are pictured once they have settled.
 */
const changingGroupAt = (route: string, call: Endpoint) => ({
  route,
  msw: {
    handlers: [
      neverAnswersWhen(
        call.method === 'GET' ? 'get' : 'post',
        call.template,
        (request) => hangingGroup !== null && groupOf(request) === hangingGroup,
      ),
    ],
  },
})

/**
 * Waits for the page's data, changes the investor group as the header's dropdown does, and proves the previous
 * group's data is gone at once and the page says it loads the new group's (whose call never answers here). The
 * screen learns of the change from its portal session (portalSession: a new snapshot whenever the group changes).
 */
async function changeGroupReplaces(
  canvasElement: HTMLElement,
  shown: () => Promise<HTMLElement>,
  loadingLabel: string,
) {
  const previous = await shown()
  const portal = currentPortalState()
  const group = portal.accountGroups.find((candidate) => String(candidate.groupId) !== portal.selectedGroupId)
  await expect(group).toBeDefined()
  hangingGroup = String(group!.groupId)
  selectInvestorGroup(portal, hangingGroup)
  await waitFor(() => expect(previous).not.toBeInTheDocument(), { timeout: 8000 })
  await expect(await within(canvasElement).findByRole('status', { name: loadingLabel })).toBeVisible()
}

const fund = scopeOf('investor', null).funds[0]!

/**
 * A new investor group replaces what every group-scoped page shows (spec §2.2: the group narrows every call):
 * the previous group's data leaves at once and the page loads the new group's.
 */
const meta = {
  title: 'Screens/Group change',
  component: HomeScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home },
  beforeEach: () => {
    hangingGroup = null
    return reportStorySetup()
  },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {
  parameters: changingGroupAt(paths.home, endpoints.homeContent),
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () => within(canvasElement).findByText(homeTexts.disclaimer, {}, { timeout: 8000 }),
      homeTexts.loadingVideo,
    ),
}

/** Home's portfolio snapshot: the previous group's figures leave at once and the new group's load. */
export const HomePortfolio: Story = {
  parameters: {
    ...changingGroupAt(paths.home, endpoints.accountSummaryFilter),
    visual: { busyWith: [portfolioTexts.loading] },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () => within(canvasElement).findByText('TVPI', { selector: 'abbr' }, { timeout: 8000 }),
      portfolioTexts.loading,
    ),
}

/** Home's recent unread documents are the new group's: the previous group's leave at once. */
export const HomeUnreadDocuments: Story = {
  parameters: {
    ...changingGroupAt(paths.home, endpoints.documentSearch),
    // The next capital call is found among the group's documents too.
    visual: { busyWith: [attentionTexts.loadingUnread, capitalActivityTexts.loadingNextCall] },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () => within(canvasElement).findByRole('list', { name: attentionTexts.unreadList }, { timeout: 8000 }),
      attentionTexts.loadingUnread,
    ),
}

export const DataRooms: Story = {
  parameters: changingGroupAt(paths.dataRooms, endpoints.dataRoomSearch),
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () => within(canvasElement).findByRole('list', { name: dataRoomTexts.roomsLabel }, { timeout: 8000 }),
      dataRoomTexts.loading,
    ),
}

/** One data room: its facts and documents are the group's too. */
export const DataRoom: Story = {
  parameters: changingGroupAt(paths.dataRooms, endpoints.dataRoomSearch),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = (await canvas.findAllByRole('link', { name: /^Open data room/ }, { timeout: 8000 }))[0]!
    const name = /^Open data room: (.*)$/.exec(link.textContent ?? '')?.[1] ?? ''
    await userEvent.click(link)
    await changeGroupReplaces(
      canvasElement,
      () => canvas.findByRole('table', { name: dataRoomTexts.gridLabel(name) }, { timeout: 8000 }),
      dataRoomTexts.loading,
    )
  },
}

export const Calendar: Story = {
  parameters: changingGroupAt(paths.calendar, endpoints.calendarEvents),
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () =>
        within(canvasElement).findByRole(
          'list',
          { name: calendarScreenTexts.eventsLabel },
          { timeout: 8000 },
        ),
      calendarScreenTexts.loading,
    ),
}

export const FundProfile: Story = {
  parameters: changingGroupAt(paths.fundProfile(fund.id), endpoints.funds),
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () =>
        within(canvasElement).findByRole('region', { name: fundProfileTexts.factsLabel }, { timeout: 8000 }),
      fundProfileTexts.loading,
    ),
}

export const AccountSummary: Story = {
  parameters: {
    ...changingGroupAt(paths.accountSummary, endpoints.accountSummary),
    visual: { staysBusy: true },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () =>
        within(canvasElement).findByRole(
          'table',
          { name: accountSummaryTexts.summaryTable },
          { timeout: 8000 },
        ),
      reportScreenTexts.loading,
    ),
}

/** The first table of a report, once it is drawn. */
const firstTable = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('table', {}, { timeout: 8000 }))[0]!

export const CapitalAccountStatement: Story = {
  parameters: {
    ...changingGroupAt(paths.capitalAccountStatement, endpoints.capitalAccountPeriods),
    visual: { staysBusy: true },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(canvasElement, () => firstTable(canvasElement), reportScreenTexts.loadingFilters),
}

export const ScheduleOfInvestments: Story = {
  parameters: {
    ...changingGroupAt(paths.scheduleOfInvestments, endpoints.scheduleOfInvestments),
    visual: { staysBusy: true },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(canvasElement, () => firstTable(canvasElement), reportScreenTexts.loading),
}

/** Cash flow activity: its funds and accounts are the group's, so the filters themselves load again. */
export const CashFlowActivity: Story = {
  parameters: {
    ...changingGroupAt(paths.cashFlowActivity, endpoints.cashFlowFilters),
    visual: { staysBusy: true },
  },
  play: ({ canvasElement }) =>
    changeGroupReplaces(
      canvasElement,
      () =>
        within(canvasElement).findByRole('region', { name: cashFlowScreenTexts.title }, { timeout: 8000 }),
      reportScreenTexts.loadingFilters,
    ),
}
