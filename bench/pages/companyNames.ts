// The words the bench pages make their companies' names and industries of (a schedule of 2,000 companies).

export const NAME_FIRST = [
  'Apex',
  'Blue',
  'Cedar',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
]
export const NAME_SECOND = [
  'Analytics',
  'Biologics',
  'Cloud',
  'Dynamics',
  'Energy',
  'Foods',
  'Logistics',
  'Systems',
]
export const NAME_FORM = ['Inc.', 'LLC', 'Holdings', 'Group', 'Corp.']
export const INDUSTRIES = [
  'Healthcare',
  'Technology',
  'Industrials',
  'Consumer',
  'Financials',
  'Energy',
  'Media',
]
