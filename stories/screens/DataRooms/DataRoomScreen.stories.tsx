import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { documentTexts, paths, rejectionTexts, successTexts } from '../../../src/domain'
import { DataRoomScreen } from '../../../src/screens/DataRooms'
import { dataRoomTexts as texts } from '../../../src/screens/DataRooms/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import {
  answerAllTerms,
  findRows,
  neverAnswers,
  nextSavedFile,
  requestLog,
  screenOf,
  zipEntryNames,
} from '../screenHelpers'
import { videoPlaysIn } from '../../components/videoFixtures'

const SEARCH = endpoints.dataRoomSearch.path()
/** A seeded data room (its fund is fundraising): 21 documents and 3 videos. */
const ROOM = 'ENT-1365ED'
const ROOM_NAME = 'AlpInvest Nordic Pension Co-Invest'

/** One data room (spec §2.5): its facts, videos and documents in the documents grid with the same actions. */
const meta = {
  title: 'Screens/DataRoom',
  tags: ['!autodocs'],
  component: DataRoomScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.dataRoom(ROOM) },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof DataRoomScreen>

export default meta
type Story = StoryObj<typeof meta>

const grid = texts.gridLabel(ROOM_NAME)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: ROOM_NAME }, { timeout: 8000 }),
    ).toBeVisible()
    const { rows } = await findRows(canvasElement, grid, 5)
    const titles = rows.map((row) => row.cells[3]?.textContent ?? '')
    await expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    await expect(canvas.getByRole('heading', { name: texts.roomVideos })).toBeVisible()
    await expect(canvas.getByRole('link', { name: texts.back })).toHaveAttribute('href', paths.dataRooms)
  },
}

export const Loading: Story = {
  parameters: neverAnswers('POST', SEARCH),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: texts.loading })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: SEARCH, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(rejectionTexts.data)
  },
}

/** An id that is not among the user's data rooms goes to the list. */
export const UnknownRoomGoesToList: Story = {
  parameters: { route: paths.dataRoom('ENT-NOT-A-ROOM') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.title }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(await canvas.findByRole('list', { name: texts.roomsLabel })).toBeVisible()
  },
}

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 5)
    await userEvent.click(within(table).getByRole('button', { name: /^NAME/ }))
    await waitFor(async () => {
      const last = (await requestLog()).filter((r) => r.path.endsWith(SEARCH)).at(-1)
      await expect(last?.body).toMatchObject({
        sortKey: 'title',
        sortDirection: 'DESC',
        documentLocation: 'Opportunity',
      })
    })
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /NAME/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    )
  },
}

export const PlaysVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: texts.roomVideos }, { timeout: 8000 })
    await userEvent.click(canvas.getAllByRole('button', { name: /^Watch video: / })[0]!)
    const dialog = await screenOf(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByRole('region', { name: /Video player/ })).toBeVisible()
    await expect((await videoPlaysIn(dialog)).currentSrc).toMatch(
      /\/demo-video\/vid-opportunity-[a-z-]+\.webm\?token=vtok-/,
    )
  },
}

export const BulkDownload: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 5)
    for (const checkbox of within(table)
      .getAllByRole('checkbox', { name: /^Select (?!all)/ })
      .slice(0, 3))
      await userEvent.click(checkbox)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    if (
      await screenOf(canvasElement)
        .findByRole('dialog', {}, { timeout: 1000 })
        .catch(() => null)
    )
      await answerAllTerms(canvasElement, 'agree')
    const names = await zipEntryNames(await saved)
    await expect(names).toHaveLength(3)
    for (const entry of names) await expect(entry).toMatch(/^[\p{L}\p{Nd}_ ]+( \(\d+\))?\.\w+$/u)
    await expect(await screenOf(canvasElement).findByText(successTexts.documentDownload)).toBeVisible()
  },
}
