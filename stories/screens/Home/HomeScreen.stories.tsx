import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { navigationTabTexts, paths, rejectionTexts } from '../../../src/domain'
import { HomeScreen } from '../../../src/screens/Home'
import { homeTexts as texts } from '../../../src/screens/Home/texts'
import { attentionTexts } from '../../../src/screens/Home/attention'
import { Link, Row } from '../../../src/components'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { findRows, neverAnswers, requestLog, screenOf } from '../screenHelpers'
import { videoPlaysIn } from '../../components/videoFixtures'
import { entitledUserIdOf } from '../reports/reportHelpers'

const CONTENT = endpoints.homeContent.path()

/** Links between the screens, as the portal's navigation offers them (the header is not part of these stories). */
function ScreenLinks() {
  return (
    <nav aria-label="Screens" style={{ marginBottom: 16 }}>
      <Row>
        <Link href={paths.home} variant="inline">
          {texts.title}
        </Link>
        <Link href={paths.documents} variant="inline">
          {navigationTabTexts.documents}
        </Link>
      </Row>
    </nav>
  )
}

const withLinks: Decorator = (Story) => (
  <>
    <ScreenLinks />
    <Story />
  </>
)

/**
 * Home (spec §2.5): the action-required notice, 'What needs attention' and the home video with its legal disclaimer.
 * Its unit tests (HomeScreen.test.tsx) run the same screen under testSession (src/screens/testing) in jsdom. The
 * session has accepted the reporting terms, so home is pictured whole, its portfolio's figures included; home before
 * they are accepted is Screens/Home/Portfolio's AwaitingReportingTerms.
 */
const meta = {
  title: 'Screens/Home',
  tags: ['!autodocs'],
  component: HomeScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withLinks, withScreenStage],
  parameters: { session: 'started', route: paths.home, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** 'What needs attention' has loaded both its lists (or shown their failure), so the page is still. */
const attentionSettled = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const canvas = within(canvasElement)
      canvas.getByRole('region', { name: attentionTexts.heading })
      for (const label of [attentionTexts.loadingUnread, attentionTexts.loadingEvents])
        if (canvas.queryByRole('status', { name: label })) throw new Error(`${label}…`)
      // The portfolio's IRRs worked out from the cash flows, where its figures are shown.
      if (canvasElement.querySelector('button[aria-haspopup="dialog"][aria-busy="true"]'))
        throw new Error('Your net IRR…')
    },
    { timeout: 8000 },
  )

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument()
    const count = currentPortalState().actionRequiredCount
    await expect(count).toBeGreaterThan(0)
    await expect(canvas.getByText(texts.actionNotice(count))).toBeVisible()
    await expect(canvas.getByRole('link', { name: texts.reviewDocuments })).toHaveAttribute(
      'href',
      '/documents?status=Action+Items',
    )
    await expect(canvas.getByRole('button', { name: texts.dismissActionNotice })).toBeVisible()
    await expect(await canvas.findByText('A Message from Our Co-CEOs', { selector: 'p' })).toBeVisible()
    await expect(canvas.getByText(texts.disclaimer)).toBeVisible()
    await attentionSettled(canvasElement)
  },
}

/** No document requires action (the persona entitled to nothing): no notice. */
export const NoDocumentsRequireAction: Story = {
  parameters: { persona: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('A Message from Our Co-CEOs', { selector: 'p' })
    await expect(currentPortalState().actionRequiredCount).toBe(0)
    await expect(canvas.queryByText(texts.actionNoticeTitle)).toBeNull()
    // Start-up's calls name the signed-in user, not the user of the story before this one in the same preview.
    for (const call of [endpoints.terms, endpoints.entitledFunds, endpoints.actionRequiredCount])
      await expect(await entitledUserIdOf(call.path())).toBe('u-empty')
    await attentionSettled(canvasElement)
  },
}

export const Loading: Story = {
  parameters: neverAnswers('GET', CONTENT),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: texts.loadingVideo })).toBeVisible()
    await attentionSettled(canvasElement)
  },
}

export const VideoFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: CONTENT, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(rejectionTexts.video)
    await attentionSettled(canvasElement)
  },
}

export const PlaysVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Play A Message from Our Co-CEOs' }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'A Message from Our Co-CEOs' })
    // The clip of the content call's video, from the configured host, captions on.
    await expect((await videoPlaysIn(dialog)).currentSrc).toContain('/demo-video/vid-home-2026.webm?token=')
    await attentionSettled(canvasElement)
  },
}

/** The notice opens the documents on the action-item filter; clearing a flag there lowers the count at home. */
export const NoticeFollowsActionChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const before = currentPortalState().actionRequiredCount
    await userEvent.click(canvas.getByRole('link', { name: texts.reviewDocuments }))
    const { table } = await findRows(canvasElement, 'Documents', 3)
    const search = (await requestLog()).filter((r) => r.path.endsWith('/documents/search')).at(-1)
    await expect(search?.body).toMatchObject({ actionFlag: true })
    await userEvent.click(within(table).getAllByRole('button', { name: /^Action item:/, pressed: true })[0]!)
    await waitFor(() => expect(currentPortalState().actionRequiredCount).toBe(before - 1))
    await userEvent.click(canvas.getByRole('link', { name: texts.title }))
    await expect(await canvas.findByText(texts.actionNotice(before - 1))).toBeVisible()
    await attentionSettled(canvasElement)
  },
}

/** Dismissed: gone for the rest of the session (back from the documents too), the video in its place. */
export const ActionNoticeDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: texts.dismissActionNotice }))
    await expect(canvas.queryByRole('region', { name: texts.actionNoticeTitle })).toBeNull()
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toHaveFocus()
    await userEvent.click(canvas.getByRole('link', { name: navigationTabTexts.documents }))
    await findRows(canvasElement, 'Documents', 3)
    await userEvent.click(canvas.getByRole('link', { name: texts.title }))
    await expect(await canvas.findByText('A Message from Our Co-CEOs', { selector: 'p' })).toBeVisible()
    await expect(currentPortalState().actionRequiredCount).toBeGreaterThan(0)
    await expect(canvas.queryByRole('region', { name: texts.actionNoticeTitle })).toBeNull()
    await attentionSettled(canvasElement)
  },
}

/** Dismissed, then a new action item: the notice is back, with the new count. */
export const ActionNoticeBackForNewActionItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const before = currentPortalState().actionRequiredCount
    await userEvent.click(canvas.getByRole('button', { name: texts.dismissActionNotice }))
    await userEvent.click(canvas.getByRole('link', { name: navigationTabTexts.documents }))
    const { table } = await findRows(canvasElement, 'Documents', 3)
    await userEvent.click(within(table).getAllByRole('button', { name: /^Action item:/, pressed: false })[0]!)
    await waitFor(() => expect(currentPortalState().actionRequiredCount).toBe(before + 1))
    await userEvent.click(canvas.getByRole('link', { name: texts.title }))
    await expect(await canvas.findByText(texts.actionNotice(before + 1))).toBeVisible()
    await attentionSettled(canvasElement)
  },
}
