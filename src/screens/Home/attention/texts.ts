/** The texts of home's 'What needs attention' section (the spec's own texts come from src/domain). */
export const attentionTexts = {
  heading: 'What needs attention',
  unreadHeading: 'Recent unread documents',
  unreadList: 'Recent unread documents',
  loadingUnread: 'Loading recent unread documents',
  noUnread: 'You have read every document. New documents will show here.',
  allUnread: 'All unread documents',
  eventsHeading: 'Next events',
  eventsList: 'Next events',
  loadingEvents: 'Loading the next events',
  noEvents: 'There are no upcoming events.',
  allEvents: 'Open My Calendar',
  untitled: 'Untitled',
} as const
