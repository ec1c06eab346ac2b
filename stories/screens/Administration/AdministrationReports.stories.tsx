import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { personas } from '../../../mocks/personas'
import { navigationTabTexts, paths, successTexts, warningTexts } from '../../../src/domain'
import { AdministrationReportsScreen } from '../../../src/screens/Administration'
import { UserLookupStatus } from '../../../src/screens/Administration/UserLookupStatus'
import { administrationTexts as texts } from '../../../src/screens/Administration/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import { bodiesOf, choose, workbookRows } from '../reports/reportHelpers'

const TERMS_REPORT = endpoints.termAcceptanceReport.path()
const ACTIVITY_REPORT = endpoints.userActivityReport.path()
const USERS = endpoints.entitledUsers.path()

/**
 * /administration/reports (spec §2.5, §5, §7) against the embedded provider: each report's filters, its workbook
 * read back with exceljs, no data, a failure that keeps the filters, and the user email checked and looked up
 * (UserLookupStatus: looking up, the person named, no such user, the lookup failed).
 */
const meta = {
  title: 'Screens/AdministrationReports',
  tags: ['!autodocs'],
  component: AdministrationReportsScreen,
  subcomponents: { UserLookupStatus },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', persona: 'admin', route: paths.administrationReports },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof AdministrationReportsScreen>

export default meta
type Story = StoryObj<typeof meta>

const activity = { route: `${paths.administrationReports}?report=userActivity` }
const findScreen = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: navigationTabTexts.reports },
    { timeout: 8000 },
  )
const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name })
const download = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: texts.download }))
const notification = (canvasElement: HTMLElement, text: string) =>
  screenOf(canvasElement).findByText(text, {}, { timeout: 8000 })

/** The term acceptance report, all dates: a workbook of who accepted which term. */
export const TermAcceptanceDefault: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(within(canvasElement).queryByRole('textbox', { name: texts.batchNumbers })).toBeNull()
    const saved = nextSavedFile()
    await download(canvasElement)
    const file = await saved
    await expect(file.fileName).toMatch(/^Term Acceptance Report.*\.xlsx$/)
    const rows = await workbookRows(file)
    await expect(rows[0]).toEqual(['Email', 'User', 'Term', 'Association', 'When Accepted', 'Accepted On'])
    await expect(rows.length).toBeGreaterThan(1)
    await notification(canvasElement, successTexts.reportGeneration)
    const [body] = await bodiesOf(TERMS_REPORT)
    await expect(body).toEqual({
      productIds: null,
      startDate: null,
      endDate: null,
      reportFormat: 'xlsx',
      documentTypeIds: null,
      documentSubTypes: null,
      userEmail: null,
    })
  },
}

/** A user email that accepted nothing in the range: 'Report has no data for the parameters given'. */
export const TermAcceptanceEmpty: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: TERMS_REPORT, status: 204 }]) } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await download(canvasElement)
    await notification(canvasElement, warningTexts.reportNoData)
  },
}

/** A failed download says so, and every filter stays as it was. */
export const TermAcceptanceFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: TERMS_REPORT, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await choose(canvasElement, texts.timeRange, 'Last 90 Days')
    await userEvent.type(field(canvasElement, texts.userEmail), personas.investor.email)
    await download(canvasElement)
    await notification(canvasElement, warningTexts.reportDownload)
    await expect(field(canvasElement, texts.userEmail)).toHaveValue(personas.investor.email)
    const { firstName, lastName, email } = personas.investor
    await within(canvasElement).findByText(
      texts.userFound(`${firstName} ${lastName}`, email),
      {},
      { timeout: 8000 },
    )
    await expect(within(canvasElement).getByRole('button', { name: /^Time range/ })).toHaveTextContent(
      'Last 90 Days',
    )
  },
}

/** A malformed email is refused with a message on leaving the field; nothing is asked for until it is mended. */
export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(field(canvasElement, texts.userEmail), 'margaret.ellison@')
    await userEvent.tab()
    await expect(within(canvasElement).getByText(texts.userEmailInvalid)).toBeVisible()
    await download(canvasElement)
    await expect(await bodiesOf(TERMS_REPORT)).toEqual([])
    await userEvent.type(field(canvasElement, texts.userEmail), 'example.com')
    await expect(within(canvasElement).queryByText(texts.userEmailInvalid)).toBeNull()
    // Corrected, it is looked up: the story ends once the person is named (its picture does not race the lookup).
    const { email, firstName, lastName } = personas.investor
    await expect(
      await within(canvasElement).findByText(
        texts.userFound(`${firstName} ${lastName}`, email),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible()
  },
}

/** A valid email is looked up with EntitledUsers: the person it names is shown, and it goes with the report. */
export const EmailLookedUp: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const { email, firstName, lastName } = personas.investor
    await userEvent.type(field(canvasElement, texts.userEmail), email)
    await expect(
      await within(canvasElement).findByText(
        texts.userFound(`${firstName} ${lastName}`, email),
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible()
    await download(canvasElement)
    await notification(canvasElement, successTexts.reportGeneration)
    const [body] = await bodiesOf(TERMS_REPORT)
    await expect(body?.userEmail).toBe(email)
  },
}

export const EmailUnknown: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(field(canvasElement, texts.userEmail), 'nobody@example.com')
    await expect(
      await within(canvasElement).findByText(texts.userNotFound, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** The look-up failing does not stop the report. */
export const EmailLookupFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: USERS, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(field(canvasElement, texts.userEmail), personas.investor.email)
    await expect(
      await within(canvasElement).findByText(texts.userLookupFailed, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: texts.download })).toBeEnabled()
  },
}

/** The user activity report: batch numbers split at commas, trimmed, empty parts dropped; its workbook read back. */
export const UserActivityBatchNumbers: Story = {
  parameters: activity,
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(within(canvasElement).queryByRole('button', { name: /^Document types/ })).toBeNull()
    await userEvent.type(field(canvasElement, texts.batchNumbers), ' B-202609-1, ,B-202606-2 ,')
    await expect(
      within(canvasElement).getByText(texts.batchNumbersRead('B-202609-1, B-202606-2')),
    ).toBeVisible()
    const saved = nextSavedFile()
    await download(canvasElement)
    const rows = await workbookRows(await saved).catch(() => null)
    const [body] = await bodiesOf(ACTIVITY_REPORT)
    await expect(body?.batchId).toEqual(['B-202609-1', 'B-202606-2'])
    await expect(rows?.[0]).toEqual(['User', 'Fund', 'Document', 'Action', 'Date', 'Batch'])
    await expect(rows?.slice(1).every((row) => ['B-202609-1', 'B-202606-2'].includes(String(row[5])))).toBe(
      true,
    )
  },
}

/** All dates, every fund: the user activity workbook. */
export const UserActivityDefault: Story = {
  parameters: activity,
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const saved = nextSavedFile()
    await download(canvasElement)
    const file = await saved
    await expect(file.fileName).toMatch(/^User Activity Report.*\.xlsx$/)
    await expect((await workbookRows(file)).length).toBeGreaterThan(100)
    const [body] = await bodiesOf(ACTIVITY_REPORT)
    await expect(body).toMatchObject({
      entitledEntityIds: null,
      user: null,
      batchId: null,
      documentSubTypes: null,
      reportFormat: 'xlsx',
    })
  },
}

export const UserActivityEmpty: Story = {
  parameters: {
    ...activity,
    msw: { handlers: withFaults([{ method: 'POST', path: ACTIVITY_REPORT, status: 204 }]) },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await download(canvasElement)
    await notification(canvasElement, warningTexts.reportNoData)
  },
}

export const UserActivityFailed: Story = {
  parameters: {
    ...activity,
    msw: { handlers: withFaults([{ method: 'POST', path: ACTIVITY_REPORT, status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(field(canvasElement, texts.batchNumbers), 'B-202609-1')
    await download(canvasElement)
    await notification(canvasElement, warningTexts.reportDownload)
    await expect(field(canvasElement, texts.batchNumbers)).toHaveValue('B-202609-1')
  },
}

/** Switching the report keeps the shared filters and shows only the ones it uses; the choice is in the URL. */
export const SwitchReport: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(field(canvasElement, texts.userEmail), 'a@b.co')
    await choose(canvasElement, texts.report, texts.reports.userActivity)
    await waitFor(() => expect(field(canvasElement, texts.batchNumbers)).toBeVisible())
    await expect(field(canvasElement, texts.userEmail)).toHaveValue('a@b.co')
    await expect(within(canvasElement).getByText(texts.reportSummaries.userActivity)).toBeVisible()
    await expect(
      await within(canvasElement).findByText(texts.userNotFound, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

export const Narrow: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
