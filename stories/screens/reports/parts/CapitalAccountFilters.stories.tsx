import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, filterField } from '../reportHelpers'
import { multiSelectTexts, statementSelection, type CasPeriod } from '../../../../src/domain'
import { CapitalAccountFilters } from '../../../../src/screens/reports/capitalAccountStatement/CapitalAccountFilters'
import { capitalAccountStatementTexts } from '../../../../src/screens/reports/capitalAccountStatement/texts'
import { reportScreenTexts as texts } from '../../../../src/screens/reports/shared/texts'

const periods: CasPeriod[] = [
  {
    date: '2026-09-30',
    funds: [
      { id: 1, name: 'Flagship Partners VI, L.P.', currency: 'USD' },
      { id: 2, name: 'Flagship Europe Technology Partners II', currency: 'EUR' },
    ],
  },
  { date: '2026-06-30', funds: [{ id: 1, name: 'Flagship Partners VI, L.P.', currency: 'USD' }] },
]

/** The capital account statement's filters (spec §2.5, §3): date and funds from Cas/periods, currency, template. */
const meta = {
  title: 'Screens/Parts/Reports/CapitalAccountFilters',
  component: CapitalAccountFilters,
  args: {
    selection: statementSelection(periods, { date: null, funds: null, currency: null })!,
    template: 'main',
    dateFormat: 'MMM-DD-YYYY',
    onChange: fn(),
  },
} satisfies Meta<typeof CapitalAccountFilters>

export default meta
type Story = StoryObj<typeof meta>

/** The latest date in the user's date format, its first fund and that fund's currency, the main template. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.reportingDate)).toHaveTextContent('Sep-30-2026')
    await expect(filterField(canvasElement, texts.funds)).toHaveTextContent(
      multiSelectTexts.selected(1, texts.fundEntity),
    )
    await expect(filterField(canvasElement, texts.reportingCurrency)).toHaveTextContent('USD')
    await choose(
      canvasElement,
      capitalAccountStatementTexts.template,
      capitalAccountStatementTexts.templates.remainingCommitment,
    )
    await expect(args.onChange).toHaveBeenLastCalledWith({ template: 'remainingCommitment' })
  },
}

/** An earlier date, one fund chosen, in euros, dates shown DD.M.YYYY. */
export const Chosen: Story = {
  args: {
    selection: statementSelection(periods, { date: '2026-06-30', funds: [1], currency: 'EUR' })!,
    dateFormat: 'DD.M.YYYY',
  },
  play: async ({ canvasElement, args }) => {
    await expect(filterField(canvasElement, texts.reportingDate)).toHaveTextContent('30.6.2026')
    await expect(filterField(canvasElement, texts.reportingCurrency)).toHaveTextContent('EUR')
    await choose(canvasElement, texts.reportingDate, '30.9.2026')
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: '2026-09-30' })
  },
}
