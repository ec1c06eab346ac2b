import type { Meta, StoryObj } from '@storybook/react-vite'
import { getResponse, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { endpoints } from '../../../src/api'
import { paths, rejectionTexts, type CashFlowRow } from '../../../src/domain'
import { FiguresTie, TieList, tieTexts as texts } from '../../../src/screens/figureTrace'
import { CapitalAccountStatementScreen } from '../../../src/screens/reports'
import { accountSummaryTexts } from '../../../src/screens/reports/accountSummary/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { answers, investorFunds, neverAnswers, reportStorySetup, reportTableVisual } from './reportHelpers'

const CASH_FLOWS = endpoints.cashFlowReport.path()
const [first] = investorFunds()

/** The disclosure, once it is there, and its summary line. */
async function disclosure(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByText(
    texts.heading,
    { selector: 'summary *' },
    { timeout: 10_000 },
  )
  const details = heading.closest('details')!
  return { details, summary: details.querySelector('summary')! }
}

/** Waits for the checks to be done ('All … tie.' or '… do not tie.'). */
async function checked(canvasElement: HTMLElement) {
  const { details, summary } = await disclosure(canvasElement)
  await within(summary).findByText(/tie\.$/u, {}, { timeout: 15_000 })
  return { details, summary }
}

/**
 * One cash flow of the first fund, a distribution before this year, 1.00 larger than the provider's: the rest of
 * the answer is the mock's own.
 */
const oneFlowShifted = http.post(`*${CASH_FLOWS}`, async ({ request }) => {
  const body = (await request.clone().json()) as { fund?: string }
  const answer = await getResponse(handlers, request)
  if (!answer || body.fund !== first!.name) return answer
  const rows = (await answer.json()) as CashFlowRow[]
  const index = rows.findIndex((row) => row.date.slice(0, 4) < '2026' && row.type === 'Distribution')
  return HttpResponse.json(
    rows.map((row, i) => (i === index ? { ...row, amount: (row.amount ?? 0) + 1 } : row)),
  )
})

/**
 * 'Figures tie' (issue 63) on the capital account statement and the account summary: the report's own figures
 * checked against each other and against the provider's other calls (the cash flows, the account summary, the
 * statement), against the embedded provider.
 */
const meta = {
  title: 'Screens/Reports/FiguresTie',
  tags: ['!autodocs'],
  component: CapitalAccountStatementScreen,
  subcomponents: { FiguresTie, TieList },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.capitalAccountStatement, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CapitalAccountStatementScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The demo book ties: collapsed, with the count; opened, every check has its ✓. */
export const AllTie: Story = {
  play: async ({ canvasElement }) => {
    const { details, summary } = await checked(canvasElement)
    await expect(summary).toHaveTextContent(/All \d+ checks tie\.$/u)
    await expect(details.open).toBe(false)
    // A native disclosure: its summary is a button to the keyboard (Enter, Space) and a screen reader.
    await userEvent.click(summary)
    await waitFor(() => expect(details.open).toBe(true))
    const items = within(details).getAllByRole('listitem')
    await expect(items.length).toBeGreaterThan(10)
    for (const item of items) await expect(item).toHaveTextContent(/✓/u)
    for (const heading of [
      texts.sections.rollForward,
      texts.sections.cashFlows,
      texts.sections.accountSummary,
    ])
      await expect(within(details).getByText(heading)).toBeVisible()
  },
}

/** One cash flow 1.00 off: open, with a warning, and exactly one failed check naming both figures and 1.00. */
export const OneFails: Story = {
  parameters: { msw: { handlers: [oneFlowShifted] } },
  play: async ({ canvasElement }) => {
    const { details, summary } = await checked(canvasElement)
    await expect(details.open).toBe(true)
    await expect(summary).toHaveTextContent(/1 of \d+ checks does not tie\.$/u)
    const failed = within(details)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('✗'))
    await expect(failed).toHaveLength(1)
    await expect(failed[0]).toHaveTextContent(new RegExp(`^✗${first!.name}, ITD: distributions`, 'u'))
    await expect(failed[0]).toHaveTextContent(/difference \(1\.00\)$|difference 1\.00$/u)
  },
}

/** The cash flows have not answered: it says it is checking. */
export const Checking: Story = {
  parameters: { ...neverAnswers('POST', CASH_FLOWS), visual: { ...reportTableVisual, staysBusy: true } },
  play: async ({ canvasElement }) => {
    const { summary } = await disclosure(canvasElement)
    await expect(summary).toHaveTextContent(texts.checking)
  },
}

/** The cash flows fail: open, with the call's §8 text and 'Try again', which checks again. */
export const Failed: Story = {
  parameters: answers('POST', CASH_FLOWS, 500, 1),
  play: async ({ canvasElement }) => {
    const { details } = await disclosure(canvasElement)
    const alert = await within(details).findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(rejectionTexts.cashFlowReports)
    await expect(details.open).toBe(true)
    await userEvent.click(within(details).getByRole('button', { name: 'Try again' }))
    const { summary } = await checked(canvasElement)
    await expect(summary).toHaveTextContent(/All \d+ checks tie\.$/u)
  },
}

/**
 * On the account summary: each fund's remaining commitment, the fund-type subtotals and the total, the cash flows
 * and the statement's capital account.
 */
export const OnTheAccountSummary: Story = {
  render: () => <ScreenRoutes />,
  parameters: { route: paths.accountSummary },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'table',
      { name: accountSummaryTexts.summaryTable },
      { timeout: 10_000 },
    )
    const { details, summary } = await checked(canvasElement)
    await expect(summary).toHaveTextContent(/All \d+ checks tie\.$/u)
    await userEvent.click(summary)
    for (const heading of [
      texts.sections.remainingCommitment,
      texts.sections.subtotals,
      texts.sections.statement,
    ])
      await expect(within(details).getByText(heading)).toBeVisible()
  },
}
