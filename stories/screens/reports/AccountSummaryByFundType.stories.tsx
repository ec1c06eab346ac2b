import type { Meta, StoryObj } from '@storybook/react-vite'
import { ref } from 'valtio'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { FUND_TYPE_SHEET_LABELS } from '../../../mocks/handlers/reporting/accountSummaryWorkbook'
import { hostileFundType } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { api } from '../../../src/api'
import { EXPORT_AS_EXCEL, formatCommitment, paths } from '../../../src/domain'
import { AccountSummaryScreen } from '../../../src/screens/reports'
import { accountSummaryTexts as texts } from '../../../src/screens/reports/accountSummary/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { nextSavedFile } from '../screenHelpers'
import { investorFunds, reportStorySetup, reportTableVisual, workbookRows } from './reportHelpers'

const summaryTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: texts.summaryTable }, { timeout: 8000 })

/** The investor's fund types at the latest quarter, in the order the summary lists them, with their funds. */
const fundTypes = () => {
  const byType = new Map<string, string[]>()
  for (const fund of investorFunds())
    byType.set(fund.entityType, [...(byType.get(fund.entityType) ?? []), fund.name])
  return [...byType].map(([fundType, funds]) => ({ fundType, funds }))
}

const disclosureOf = (table: HTMLElement, fundType: string) =>
  within(table).getByRole('button', { name: texts.fundTypeFunds(fundType) })

/** The names of the rows a fund type's group shows under its heading (funds, then the subtotal). */
const rowNamesOf = (table: HTMLElement, fundType: string) =>
  [...disclosureOf(table, fundType).closest('tbody')!.querySelectorAll('tr')]
    .slice(1)
    .map((row) => row.querySelector('th')?.textContent)

/** A row's figures: currency, as of, five amounts, net MOIC. */
const cellsOf = (table: HTMLElement, name: string) =>
  [...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map(
    (cell) => cell.textContent ?? '',
  )

/** A figure as the screen shows it (0 decimals, grouped, negatives in parentheses), as a number. */
const amountOf = (text: string) => Number(text.replace(/[(),]/g, '')) * (text.startsWith('(') ? -1 : 1)

/**
 * The account summary by fund type (spec §2.5, §3): each fund type of the summary table closes with its subtotal
 * in USD, and collapses to it with the disclosure button in its heading.
 */
const meta = {
  title: 'Screens/Reports/AccountSummaryByFundType',
  component: AccountSummaryScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.accountSummary, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof AccountSummaryScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every fund type starts expanded: its funds, then its subtotal in USD; the subtotals add up to the total. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const table = await summaryTable(canvasElement)
    const types = fundTypes()
    await expect(types.length).toBeGreaterThan(1)
    let commitments = 0
    for (const { fundType, funds } of types) {
      await expect(disclosureOf(table, fundType)).toHaveAttribute('aria-expanded', 'true')
      await expect(rowNamesOf(table, fundType)).toEqual([...funds, texts.subtotalUSD(fundType)])
      const subtotal = cellsOf(table, texts.subtotalUSD(fundType))
      await expect(subtotal[0]).toBe('USD')
      await expect(subtotal[7]).toMatch(/^(\d+\.\d{2}x|\(\d+\.\d{2}x\)|-)$/)
      commitments += amountOf(subtotal[2]!)
    }
    // Each subtotal is rounded to the dollar: their sum is within half a dollar per fund type of the total.
    const total = amountOf(cellsOf(table, texts.totalUSD)[2]!)
    await expect(Math.abs(commitments - total)).toBeLessThanOrEqual(types.length / 2)
  },
}

/** Each fund type collapsed by its button: the table reads as subtotals and the total, which does not move. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const table = await summaryTable(canvasElement)
    const total = cellsOf(table, texts.totalUSD)
    for (const { fundType, funds } of fundTypes()) {
      const disclosure = disclosureOf(table, fundType)
      await userEvent.click(disclosure)
      await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
      await expect(rowNamesOf(table, fundType)).toEqual([texts.subtotalUSD(fundType)])
      for (const fund of funds)
        await expect(within(table).queryByRole('rowheader', { name: fund })).toBeNull()
    }
    await expect(cellsOf(table, texts.totalUSD)).toEqual(total)
  },
}

/** From collapsed, the keyboard opens fund types again: Enter on one button, Tab to the next, Space. */
export const ExpandedByKeyboard: Story = {
  play: async (context) => {
    await Collapsed.play!(context)
    const table = await summaryTable(context.canvasElement)
    const [first, second, ...others] = fundTypes()
    disclosureOf(table, first!.fundType).focus()
    await userEvent.keyboard('{Enter}')
    await expect(rowNamesOf(table, first!.fundType)).toEqual([
      ...first!.funds,
      texts.subtotalUSD(first!.fundType),
    ])
    // Tab goes on into the fund type's rows: its first fund's net MOIC, which traces the figure.
    await userEvent.tab()
    const focused = table.ownerDocument.activeElement?.getAttribute('aria-label') ?? ''
    await expect(focused.startsWith(`${texts.netMoic} of ${first!.funds[0]}: `)).toBe(true)
    disclosureOf(table, second!.fundType).focus()
    await userEvent.keyboard(' ')
    await expect(disclosureOf(table, second!.fundType)).toHaveAttribute('aria-expanded', 'true')
    await expect(rowNamesOf(table, second!.fundType)).toEqual([
      ...second!.funds,
      texts.subtotalUSD(second!.fundType),
    ])
    for (const { fundType } of others)
      await expect(disclosureOf(table, fundType)).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The saved workbook's 'By Fund Type' sheet has the screen's subtotals, fund type by fund type. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const table = await summaryTable(canvasElement)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const [header, ...rows] = await workbookRows(await saved, 'By Fund Type')
    const at = (name: string) => header!.indexOf(name)
    const subtotals = rows.filter((row) => row[at('Fund')] === FUND_TYPE_SHEET_LABELS.subtotal)
    await expect(subtotals.map((row) => row[at('Fund Type')])).toEqual(fundTypes().map((t) => t.fundType))
    for (const row of subtotals) {
      const shown = cellsOf(table, texts.subtotalUSD(String(row[at('Fund Type')])))
      await expect(row[at('Currency')]).toBe('USD')
      await expect(formatCommitment(Number(row[at('Commitment')]))).toBe(shown[2])
      await expect(formatCommitment(Number(row[at('Capital Account at Fair Value')]))).toBe(shown[6])
    }
  },
}

/** Fund types are the provider's text: hostile ones are text in the buttons and the subtotal rows; nothing runs. */
export const HostileFundTypes: Story = {
  beforeEach: async () => {
    mockState.hostile = true
    // The session started before the corpus was on: its funds come again, typed as the provider now types them.
    currentPortalState().entitledEntities = ref(await api.entitlements.getEntitledEntities())
  },
  play: async ({ canvasElement }) => {
    const table = await summaryTable(canvasElement)
    for (const { fundType } of fundTypes()) {
      const hostile = hostileFundType(fundType)
      await waitFor(() => expect(disclosureOf(table, hostile)).toHaveTextContent(hostile))
      await expect(within(table).getByRole('rowheader', { name: texts.subtotalUSD(hostile) })).toBeVisible()
    }
    await expect(table.querySelector('svg[onload], script, img, a[href]')).toBeNull()
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}
