// The words of capital activity (issue 64): the portal's own. The wire-fraud notice is ours until the business
// gives its own wording; change it here, and only here.

export const capitalActivityTexts = {
  /** A reminder's name in the investor's calendar. */
  reminderTitle: (fund: string, amount: string) => `Capital call: ${fund} ${amount}`,
  /** Its description: what is due and where to see the notice. */
  reminderDescription: (account: string, dueDate: string) =>
    `Capital call of ${account}, due ${dueDate}. The notice and the wire instructions are in the investor portal.`,
  /** The alarm's words, three business days before the due date. */
  reminderAlarm: (fund: string) => `Capital call of ${fund} due in 3 business days`,
  /** What an entry is. */
  kinds: { call: 'Capital call', distribution: 'Distribution' },
  /** Where an entry stands today. */
  dueIn: (days: number) => (days === 0 ? 'Due today' : days === 1 ? 'Due in 1 day' : `Due in ${days} days`),
  paid: { call: 'Paid', distribution: 'Paid out' },
  overdue: (days: number) =>
    `No payment recorded, ${days === 1 ? '1 day' : `${days} days`} after its due date`,
  /** How an entry was matched. */
  matches: { matched: 'Notice and cash flows', noNotice: 'No notice found', noFlows: 'No cash flows yet' },
  /** Whether a due date is the notice's date plus 10 business days. */
  estimated: { yes: 'Yes', no: 'No' },
  /** The export's sheet and columns. */
  sheetName: 'Capital activity',
  columns: {
    kind: 'Type',
    fund: 'Fund',
    account: 'Investor account',
    noticeDate: 'Notice date',
    dueDate: 'Due or payment date',
    dueDateEstimated: 'Date from the notice (10 business days)',
    amount: 'Amount',
    currency: 'Currency',
    categories: 'Categories',
    status: 'Status',
    match: 'Matched',
    notice: 'Notice',
  },
  /** The page (its title is the route table's). */
  loading: 'Loading capital activity',
  noActivity: 'There are no capital calls or distributions in the last eight quarters.',
  upcomingHeading: 'Upcoming',
  pastHeading: 'Past',
  noUpcoming: 'No capital calls or distributions are due.',
  noPast: 'No capital calls or distributions were paid in the last eight quarters.',
  unreadNotices: (count: number) =>
    count === 0 ? 'Every notice is read' : count === 1 ? '1 unread notice' : `${count} unread notices`,
  showMore: (count: number) => `Show ${count} more`,
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  /** One entry's facts. */
  account: 'Investor account',
  noticeDate: 'Notice date',
  dueDate: 'Due date',
  paymentDate: 'Payment date',
  amount: 'Amount',
  amountInNotice: 'In the notice',
  status: 'Status',
  categoriesOf: (count: number) => (count === 1 ? '1 category' : `${count} categories`),
  notice: 'Notice',
  unread: 'Unread',
  estimatedDate: '(10 business days after the notice)',
  addToCalendar: 'Add to calendar',
  addToCalendarOf: (fund: string, dueDate: string) =>
    `Add to calendar: the capital call of ${fund} due ${dueDate}`,
  reminderFileName: (fund: string, dueDate: string) => `Capital call ${fund} ${dueDate}.ics`,
  reminderUnavailable: 'This call has no due date to remind you of.',
  /** Home's 'What needs attention'. */
  nextCallHeading: 'Next capital call',
  noCallsDue: 'No capital calls due',
  loadingNextCall: 'Loading the next capital call',
  allActivity: 'Open Capital Activity',
  /** The wire-fraud guard. */
  wireFraudHeading: 'Wire instructions',
  updateWireInstructions: 'Update Wire Instructions',
  updateWireInstructionsUnavailable: 'Requests cannot be sent while acting as another user.',
  /** The standing notice against wire fraud (the portal's wording until the business gives its own). */
  wireFraudNotice:
    'Our wire instructions are never changed by email or phone. If you are asked to send money to new bank details, do not act on it: verify any change in the portal.',
} as const
