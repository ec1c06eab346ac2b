export const calendarTexts = {
  listView: 'List View',
  calendarView: 'Calendar View',
} as const

export const calendarRegistrationFilterLabels = {
  registered: 'Registered',
  nonRegistered: 'Non-registered',
  all: 'All Events',
} as const
