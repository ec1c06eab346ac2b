import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mockState } from '../../../mocks/state'
import { endpoints } from '../../../src/api'
import { hostileFundName } from '../../../mocks/hostile'
import {
  capitalAccountLineLabels as lines,
  ILPA_NAV_AS_FLOW,
  ilpaNavLines,
  ilpaTexts,
  paths,
  reportTexts,
  successTexts,
} from '../../../src/domain'
import { ExportProgress } from '../../../src/screens/kit'
import { CapitalAccountStatementScreen } from '../../../src/screens/reports'
import {
  IlpaWorkbookButton,
  IlpaWorkbookProgress,
} from '../../../src/screens/reports/capitalAccountStatement/IlpaWorkbookAction'
import {
  capitalAccountStatementTexts as texts,
  ilpaWorkbookTexts as workbookTexts,
} from '../../../src/screens/reports/capitalAccountStatement/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import {
  answers,
  bodiesOf,
  CAS_REPORT,
  investorFunds,
  neverAnswers,
  reportStorySetup,
  reportTableVisual,
  workbookRows,
} from './reportHelpers'

const CASH_FLOWS = endpoints.cashFlowReport.path()
const [first, second] = investorFunds()
const twoFunds = `${paths.capitalAccountStatement}?funds=${first!.id}&funds=${second!.id}`

const statementOf = (canvasElement: HTMLElement, fund: string) =>
  within(canvasElement).findByRole('table', { name: texts.statementOf(fund) }, { timeout: 8000 })

const workbookButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: workbookTexts.download })

/** The workbook asked for once the statement shows, and the file it saves. */
async function download(canvasElement: HTMLElement, fund = first!.name) {
  await statementOf(canvasElement, fund)
  const saved = nextSavedFile(20_000)
  await userEvent.click(workbookButton(canvasElement))
  return saved
}

/**
 * 'Download ILPA workbook' on the capital account statement: the ILPA Reporting Template 2.0 workbook built in
 * the browser from the statement on screen (Cas/report), each fund's cash flows (FundCashflows/Report) and the
 * funds' reported IRRs, against the embedded provider.
 */
const meta = {
  title: 'Screens/Reports/IlpaWorkbook',
  tags: ['!autodocs'],
  component: CapitalAccountStatementScreen,
  // The parts these stories show on the screen: the button (IlpaWorkbookAction.tsx) and the kit's progress.
  subcomponents: { IlpaWorkbookButton, IlpaWorkbookProgress, ExportProgress },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: twoFunds, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CapitalAccountStatementScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Beside 'Export as Excel', ready once the statement shows. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await expect(workbookButton(canvasElement)).not.toHaveAttribute('aria-disabled', 'true')
    await expect(within(canvasElement).queryByRole('group', { name: workbookTexts.building })).toBeNull()
  },
}

/**
 * The saved workbook: a sheet per fund whose ITD ending NAV is the statement's, its checks as formulas, the Cash
 * flows sheet ending each fund with its NAV, the Performance sheet with a live XIRR; one cash flow call per fund.
 */
export const Downloaded: Story = {
  play: async ({ canvasElement }) => {
    const file = await download(canvasElement)
    await expect(file.fileName).toMatch(/^ILPA Reporting Template_\d{8}\.xlsx$/)
    await expect(await screenOf(canvasElement).findByText(successTexts.fileGeneration)).toBeVisible()
    const rows = await workbookRows(file)
    await expect(rows[1]).toEqual([ilpaTexts.fund, first!.name])
    const ending = rows.find((row) => row[0] === ilpaNavLines.endingNav)!
    const table = await statementOf(canvasElement, first!.name)
    const onScreen = within(table).getByRole('rowheader', { name: lines.endingCapitalAccount }).closest('tr')!
    const itd = onScreen.querySelectorAll('td')[2]!.textContent!
    await expect(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Number(ending[3]))).toBe(
      itd,
    )
    const check = rows.find((row) => row[0] === ilpaTexts.check)!
    await expect(check.slice(1, 10).every((cell) => typeof cell === 'object' && cell !== null)).toBe(true)
    const flows = await workbookRows(file, ilpaTexts.cashFlowsSheet)
    await expect(flows.filter((row) => row[3] === ILPA_NAV_AS_FLOW)).toHaveLength(2)
    const performance = await workbookRows(file, ilpaTexts.performanceSheet)
    await expect(JSON.stringify(performance[1]![8])).toContain('XIRR(')
    await expect((await bodiesOf(CASH_FLOWS)).map((body) => body.fund)).toEqual(
      expect.arrayContaining([first!.name, second!.name]),
    )
  },
}

/** The workbook asked for while the funds' cash flows do not answer: its progress. */
async function building(canvasElement: HTMLElement) {
  await statementOf(canvasElement, first!.name)
  await userEvent.click(workbookButton(canvasElement))
  return within(canvasElement).findByRole('group', { name: workbookTexts.building })
}

/** While the funds' cash flows are asked for: the progress by fund, the button held until it ends. */
export const Building: Story = {
  parameters: { ...neverAnswers('POST', CASH_FLOWS), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const progress = await building(canvasElement)
    await expect(
      within(progress).getByText(`${workbookTexts.building}: ${workbookTexts.fundsDone(0, 2)}`),
    ).toBeVisible()
    await expect(within(progress).getByRole('progressbar', { name: workbookTexts.building })).toHaveAttribute(
      'aria-valuemax',
      '2',
    )
    await expect(workbookButton(canvasElement)).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Cancel stops it: nothing is saved, nothing is said, and the workbook can be asked for again. */
export const Cancelled: Story = {
  // The statement's figures-tie check waits for the cash flows too.
  parameters: { ...neverAnswers('POST', CASH_FLOWS), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const progress = await building(canvasElement)
    await userEvent.click(within(progress).getByRole('button', { name: workbookTexts.cancel }))
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('group', { name: workbookTexts.building })).toBeNull(),
    )
    await expect(workbookButton(canvasElement)).not.toHaveAttribute('aria-disabled', 'true')
    await expect(screenOf(canvasElement).queryByText(successTexts.fileGeneration)).toBeNull()
  },
}

/** No statement for the selection: nothing to put in a workbook. */
export const Empty: Story = {
  parameters: answers('POST', CAS_REPORT, 204),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(reportTexts.noData, undefined, { timeout: 8000 })
    await expect(workbookButton(canvasElement)).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The cash flows fail: the workbook still arrives, its IRR 'Not reported', and a warning says how many funds lack them. */
export const PartlyFailed: Story = {
  parameters: answers('POST', CASH_FLOWS, 500),
  play: async ({ canvasElement }) => {
    const file = await download(canvasElement)
    await expect(await screenOf(canvasElement).findByText(workbookTexts.withoutCashFlows(2))).toBeVisible()
    const performance = await workbookRows(file, ilpaTexts.performanceSheet)
    await expect(performance.slice(1).map((row) => row[8])).toEqual([
      ilpaTexts.notReported,
      ilpaTexts.notReported,
    ])
  },
}

/** Hostile fund and investor names go into the workbook as text: sheet names within Excel's rules, no formula. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    const file = await download(canvasElement, hostileFundName(first!.id))
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await file.blob.arrayBuffer())
    for (const sheet of workbook.worksheets) {
      await expect(sheet.name.length).toBeLessThanOrEqual(31)
      await expect(sheet.name).not.toMatch(/[[\]:*?/\\]/)
    }
    const facts = workbook.worksheets[0]!
    for (const row of [2, 3]) {
      const value = facts.getCell(`B${row}`).value
      await expect(typeof value).toBe('string')
      await expect(String(value)).not.toMatch(/^[=+\-@]/)
    }
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}
