import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { FundHead } from '../../../src/api'
import { rejectionTexts, type Fund, type UserFormats } from '../../../src/domain'
import { FundHeader } from '../../../src/screens/FundProfile/FundHeader'
import type { Resource } from '../../../src/screens/kit'
import { fundProfileTexts as texts } from '../../../src/screens/FundProfile/texts'
import { Stage } from '../../components/Stage'

const fund: Fund = {
  id: 101,
  name: 'Flagship Partners VII, L.P.',
  fundStatus: 'Investing',
  currency: 'USD',
  geography: 'North America',
  strategy: 'Buyout',
  assetClass: 'Private Equity',
  size: 2_500_000_000,
  vintage: 2021,
  grossIrr: 18.345,
  netIrr: 14.06,
  irrAsOfDate: '2026-09-30',
}

const heads: FundHead[] = [
  {
    personId: 1,
    name: 'Alexandra Whitmore',
    title: 'Managing Director, Fund Head',
    email: 'a.whitmore@example.com',
  },
  { personId: 2, name: 'Benjamin Osei', title: 'Partner, Co-Head' },
]

const resource = (state: Pick<Resource<FundHead[]>, 'status'> & Partial<Resource<FundHead[]>>) =>
  ({ latest: undefined, reload: fn(), update: fn(), ...state }) as Resource<FundHead[]>

const usFormats: UserFormats = { dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' }

/** A fund profile's header: its facts, IRRs as of their date, and its heads in each state of their load. */
const meta = {
  title: 'Screens/Parts/FundProfile/FundHeader',
  component: FundHeader,
  args: { fund, heads: resource({ status: 'fulfilled', data: heads }), formats: usFormats },
  render: (args) => (
    <Stage>
      <FundHeader {...args} />
    </Stage>
  ),
} satisfies Meta<typeof FundHeader>

export default meta
type Story = StoryObj<typeof meta>

const facts = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: texts.factsLabel })

/** IRRs with one decimal, the size with its currency, and the heads with title and email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toHaveTextContent('18.3%')
    await expect(facts(canvasElement)).toHaveTextContent('14.1%')
    await expect(facts(canvasElement)).toHaveTextContent('USD')
    await expect(within(canvasElement).getByText(texts.irrAsOf('Sep-30-2026'))).toBeVisible()
    await expect(within(canvasElement).getByText('a.whitmore@example.com')).toBeVisible()
  },
}

/** The user's 1.234,56 and DD.M.YYYY formats. */
export const EuropeanFormats: Story = {
  args: { formats: { dateFormat: 'DD.M.YYYY', numberFormat: '1.234,56' } },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toHaveTextContent('18,3%')
    await expect(within(canvasElement).getByText(texts.irrAsOf('30.9.2026'))).toBeVisible()
  },
}

/** Facts the provider leaves out are said to be missing, not shown as blanks or zeros. */
export const MissingFacts: Story = {
  args: { fund: { id: 102, name: 'Unfinished Fund' }, heads: resource({ status: 'fulfilled', data: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(facts(canvasElement)).getAllByText(texts.notProvided).length).toBeGreaterThanOrEqual(
      9,
    )
    await expect(within(canvasElement).queryByText(/IRR as of/)).toBeNull()
    await expect(within(canvasElement).getByText(texts.noFundHeads)).toBeVisible()
  },
}

export const HeadsLoading: Story = {
  args: { heads: resource({ status: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: texts.loadingFundHeads })).toBeVisible()
  },
}

/** The heads fail with their §8 text; 'Try again' loads them again. */
export const HeadsFailed: Story = {
  args: { heads: resource({ status: 'rejected', error: rejectionTexts.fundHeads }) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(rejectionTexts.fundHeads)).toBeVisible()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.heads.reload).toHaveBeenCalled()
  },
}
