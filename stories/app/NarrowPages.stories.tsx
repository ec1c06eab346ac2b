import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { paths } from '../../src/domain'
import { capitalAccountStatementTexts } from '../../src/screens/reports/capitalAccountStatement/texts'
import { scheduleOfInvestmentsScreenTexts } from '../../src/screens/reports/scheduleOfInvestments/texts'
import { documentsScreenTexts } from '../../src/screens/documentLibrary/texts'
import { JourneyPortal } from './JourneyPortal'
import { answerAllTerms, findPageHeading, screenOf } from './journeyHelpers'

/**
 * Pages on a phone inside the portal's chrome (the screens' own Narrow stories show them without it): nothing
 * scrolls sideways but a table that cannot fit, inside its own labelled region, its first column staying in view.
 */
const meta = {
  title: 'App/Narrow pages',
  component: JourneyPortal,
} satisfies Meta<typeof JourneyPortal>

export default meta
type Story = StoryObj<typeof meta>

function fitsTheWidth(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement
  return expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}

/** The table scrolls inside its region, and its row names stay at the region's left edge while it does. */
async function scrollsInItsRegion(canvasElement: HTMLElement, name: RegExp) {
  const screen = screenOf(canvasElement)
  const region = await screen.findByRole('region', { name }, { timeout: 10_000 })
  // A table drawn in slices draws its rows once its frame is in the page.
  const rowName = await waitFor(() => {
    const cell = within(region)
      .getAllByRole('rowheader')
      .find((header) => header.getAttribute('scope') === 'row')
    if (!cell) throw new Error('no row drawn yet')
    return cell
  })
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  region.scrollLeft = region.scrollWidth
  await waitFor(() =>
    expect(Math.round(rowName.getBoundingClientRect().left)).toBe(
      Math.round(region.getBoundingClientRect().left) + 1,
    ),
  )
  region.scrollLeft = 0
  await fitsTheWidth(canvasElement)
}

export const Documents: Story = {
  parameters: { route: paths.documents, pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, documentsScreenTexts.title)
    await screenOf(canvasElement).findByRole('table', { name: documentsScreenTexts.gridLabel })
    await fitsTheWidth(canvasElement)
  },
}

export const CapitalAccountStatement: Story = {
  parameters: { route: paths.capitalAccountStatement, pageWidth: 412 },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await findPageHeading(canvasElement, capitalAccountStatementTexts.title)
    await scrollsInItsRegion(canvasElement, /capital account statement$/i)
  },
}

export const ScheduleOfInvestments: Story = {
  parameters: { route: paths.scheduleOfInvestments, pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await findPageHeading(canvasElement, scheduleOfInvestmentsScreenTexts.title)
    await scrollsInItsRegion(canvasElement, /schedule of investments/i)
  },
}

export const FundProfile: Story = {
  parameters: { route: paths.fundProfile(101), pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await scrollsInItsRegion(canvasElement, /summary investment schedule/i)
  },
}
