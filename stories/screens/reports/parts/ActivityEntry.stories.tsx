import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  capitalActivityTexts as texts,
  DEFAULT_DATE_FORMAT,
  DEFAULT_NUMBER_FORMAT,
  type CapitalActivityEntry,
  type Document,
} from '../../../../src/domain'
import { ActivityEntry } from '../../../../src/screens/reports/capitalActivity/ActivityEntry'

const today = '2026-12-07'
const fund = 'Flagship Partners VI, L.P.'

const notice: Document = {
  documentId: 7001,
  title: 'Capital Call Notice – Flagship Partners VI, L.P. – Q4 2026',
  actionItem: true,
  markedRead: false,
  fundDisplayName: fund,
  investorAccountName: 'Ellison Family Office',
  fileType: 'pdf',
  publishDate: '2026-12-02T12:00:00',
  documentStatus: 'Active',
}

const call: CapitalActivityEntry = {
  key: 'call-7001',
  kind: 'call',
  fundId: 1,
  fund,
  account: 'Ellison Family Office',
  dueDate: '2026-12-16',
  dueDateEstimated: false,
  amount: 1_250_000,
  currency: 'USD',
  categories: [
    { category: 'Investments', amount: 1_100_000 },
    { category: 'Management Fees', amount: 150_000 },
  ],
  notice: { documentId: 7001, title: notice.title, publishDate: '2026-12-02', read: false },
  match: 'matched',
}

/** One call or distribution of capital activity (issue 64): its facts, its notice and, while due, its reminder. */
const meta = {
  title: 'Screens/Parts/Reports/ActivityEntry',
  component: ActivityEntry,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    entry: call,
    today,
    formats: { dateFormat: DEFAULT_DATE_FORMAT, numberFormat: DEFAULT_NUMBER_FORMAT },
    notice,
    opening: { href: (document) => `#document-${String(document.documentId)}`, onOpen: fn() },
    onRemind: fn(),
  },
} satisfies Meta<typeof ActivityEntry>

export default meta
type Story = StoryObj<typeof meta>

/** A call due in 9 days: its status, its unread notice (which opens in the viewer), its reminder and the wire warning. */
export const UpcomingCall: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(texts.dueIn(9))).toBeVisible()
    await expect(canvas.getByText(texts.unread)).toBeVisible()
    await expect(canvas.getByText(texts.wireFraudNotice)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: texts.addToCalendarOf(fund, 'Dec-16-2026') }))
    await expect(args.onRemind).toHaveBeenCalledWith(call)
    await userEvent.click(canvas.getByText(texts.categoriesOf(2)))
    await expect(canvas.getByText('Management Fees')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: notice.title! }))
    await expect(args.opening.onOpen).toHaveBeenCalledWith(notice)
  },
}

/** A paid distribution with its read notice: no reminder, no wire warning, no unread mark. */
export const PaidDistribution: Story = {
  args: {
    entry: { ...call, key: 'distribution', kind: 'distribution', dueDate: '2026-10-14', categories: [] },
    notice: {
      ...notice,
      markedRead: true,
      title: 'Distribution Notice – Flagship Partners VI, L.P. – Q3 2026',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(texts.paid.distribution)).toBeVisible()
    await expect(canvas.queryByText(texts.unread)).toBeNull()
    await expect(canvas.queryByRole('button', { name: texts.addToCalendar })).toBeNull()
    await expect(canvas.queryByText(texts.wireFraudNotice)).toBeNull()
  },
}

/** A call whose notice's due date passed with no payment recorded (a call with cash flows reads as paid). */
export const Overdue: Story = {
  args: {
    entry: { ...call, dueDate: '2026-12-02', amount: null, currency: null, categories: [], match: 'noFlows' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(texts.overdue(5))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: texts.addToCalendar })).toBeNull()
  },
}

/** Cash flows without a notice: marked so, and nothing to open. */
export const NoNotice: Story = {
  args: { entry: { ...call, notice: null, match: 'noNotice' }, notice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText(texts.matches.noNotice)).toHaveLength(2)
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** A notice without cash flows: its due date is the notice's plus 10 business days, and says so. */
export const NoCashFlows: Story = {
  args: {
    entry: {
      ...call,
      account: 'All Investors',
      amount: null,
      currency: null,
      categories: [],
      dueDateEstimated: true,
      match: 'noFlows',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(texts.matches.noFlows)).toBeVisible()
    await expect(canvas.getByText(texts.estimatedDate)).toBeVisible()
  },
}
