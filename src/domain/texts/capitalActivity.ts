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
  /** The standing notice against wire fraud (the portal's wording until the business gives its own). */
  wireFraudNotice:
    'Our wire instructions are never changed by email or phone. If you are asked to send money to new bank details, do not act on it: verify any change in the portal.',
} as const
