import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { scheduleOfInvestmentsView, type SoiDetailedRow } from '../../../../src/domain'
import { ScheduleOfInvestmentsTable } from '../../../../src/screens/reports/scheduleOfInvestments/ScheduleOfInvestmentsTable'
import { scheduleOfInvestmentsScreenTexts as texts } from '../../../../src/screens/reports/scheduleOfInvestments/texts'

const company = (
  companyId: number,
  companyName: string,
  investStatusDesc: string,
  contributed: number,
  fairValue: number,
): SoiDetailedRow => ({
  companyId,
  companyName,
  investStatusDesc,
  initialInvestmentDate: '2019-04-16',
  reportingCurrency: 'USD',
  investorId: 50_001,
  capitalContributed: contributed,
  uncalledInvestmentsAtCost: 0,
  investmentIncome: 12.34,
  investmentDistributionsGrossOfTaxWithholding: 40,
  gaapUnrealizedAppreciationPreAccruedCarry: fairValue - contributed,
  remainingInvestedCapitalAndUndistributedProceedsAtFairValue: fairValue,
})

const view = scheduleOfInvestmentsView({
  soiDetailed: [
    company(1, 'Apex Technologies', 'Realized', 100, 0),
    company(2, 'Granite Software', 'Unrealized/Partially Realized', 250, 410.25),
    company(3, 'Kestrel Healthcare', 'Unrealized/Partially Realized', 80, 60),
    company(4, 'Lumen Software', 'Publicly Traded', 120, 180),
  ],
  soiAggregated: {
    fairValueOfEscrow: 5,
    accruedCarry: -30.55,
    cash: 14,
    bankCreditFacility: -20,
    capitalAccountAtFairValue: 608.7,
  },
})

/** The schedule of investments' table (spec §2.5, §3): companies by status with subtotals, then the adjustments. */
const meta = {
  title: 'Screens/Parts/Reports/ScheduleOfInvestmentsTable',
  component: ScheduleOfInvestmentsTable,
  args: {
    fundName: 'Flagship Partners VI, L.P.',
    view,
    formats: { dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' },
  },
} satisfies Meta<typeof ScheduleOfInvestmentsTable>

export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: texts.tableCaption('Flagship Partners VI, L.P.') })
const cellsOf = (canvasElement: HTMLElement, rowHeader: string) =>
  [
    ...within(table(canvasElement))
      .getByRole('rowheader', { name: rowHeader })
      .closest('tr')!
      .querySelectorAll('td'),
  ].map((cell) => cell.textContent)

/** Subtotals per status; 1 decimal; a negative (an unrealized loss, accrued carry) in parentheses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, 'Total Unrealized/Partially Realized')[1]).toBe('330.0')
    await expect(cellsOf(canvasElement, 'Kestrel Healthcare')[5]).toBe('(20.0)')
    await expect(cellsOf(canvasElement, 'Accrued carry').at(-1)).toBe('(30.6)')
    await expect(cellsOf(canvasElement, texts.capitalAccountAtFairValue).at(-1)).toBe('608.7')
    await expect(cellsOf(canvasElement, 'Apex Technologies')[0]).toBe('Apr-16-2019')
  },
}

export const EuropeanNumbers: Story = {
  args: { formats: { dateFormat: 'DD.M.YYYY', numberFormat: '1.234,56' } },
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, 'Total Unrealized/Partially Realized')[1]).toBe('330,0')
    await expect(cellsOf(canvasElement, 'Apex Technologies')[0]).toBe('16.4.2019')
  },
}
