import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { componentTexts } from '../../../src/components'
import { documentTexts, paths, rejectionTexts } from '../../../src/domain'
import { DataRoomsScreen } from '../../../src/screens/DataRooms'
import { dataRoomTexts as texts } from '../../../src/screens/DataRooms/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { DOCUMENT_SEARCH, requestLog, screenOf, searchAnswers, searchNeverAnswers } from '../screenHelpers'
import { videoPlaysIn } from '../../components/videoFixtures'

const SEARCH = DOCUMENT_SEARCH

/** The data rooms (spec §2.5): fundraising opportunities with fund facts and the 'New Opportunity Spotlight'. */
const meta = {
  title: 'Screens/DataRooms',
  tags: ['!autodocs'],
  component: DataRoomsScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.dataRooms },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof DataRoomsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rooms = await canvas.findByRole('list', { name: texts.roomsLabel }, { timeout: 8000 })
    const names = within(rooms)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')))
    await expect(names.length).toBeGreaterThan(1)
    await expect(canvas.getByRole('heading', { name: documentTexts.newOpportunitySpotlight })).toBeVisible()
    await expect(within(rooms).getAllByText(texts.fundraisingStatus)[0]).toBeVisible()
    const search = (await requestLog()).find((r) => r.path.endsWith(SEARCH))
    await expect(search?.body).toMatchObject({
      documentLocation: 'Opportunity',
      documentStatuses: ['P', 'A', 'W', 'V'],
      includeVideos: true,
      sortKey: 'title',
      sortDirection: 'ASC',
    })
  },
}

export const Loading: Story = {
  parameters: searchNeverAnswers,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: texts.loading })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: searchAnswers(204),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(texts.empty)).toBeVisible()
    await expect(within(canvasElement).queryByText(documentTexts.newOpportunitySpotlight)).toBeNull()
  },
}

export const Failed: Story = {
  parameters: searchAnswers(500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(rejectionTexts.data)
  },
}

/** A failed load offers to try again; the second answer shows the rooms. */
export const FailedThenRetried: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: SEARCH, status: 500, times: 1 }]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejectionTexts.data)
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await canvas.findByRole('list', { name: texts.roomsLabel })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const PlaysSpotlight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: documentTexts.newOpportunitySpotlight }, { timeout: 8000 })
    await userEvent.click(canvas.getByRole('button', { name: texts.watch }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: documentTexts.newOpportunitySpotlight,
    })
    await expect((await videoPlaysIn(dialog)).currentSrc).toContain(
      '/demo-video/vid-opportunity-first-look.webm',
    )
  },
}

export const OpensADataRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = (await canvas.findAllByRole('link', { name: /^Open data room/ }, { timeout: 8000 }))[0]!
    const name = /^Open data room: (.*)$/.exec(link.textContent ?? '')?.[1] ?? ''
    await userEvent.click(link)
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('table', { name: texts.gridLabel(name) })).toBeVisible())
  },
}
