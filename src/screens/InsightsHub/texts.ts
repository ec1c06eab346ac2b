/** Texts of the insights hub page (/insights-hub). */
export const insightsHubTexts = {
  intro:
    'Global Insights is the manager’s research and market commentary: outlooks, sector views and the thinking behind our funds. It opens in a new window, outside the portal.',
  open: 'Open Global Insights',
  notConfigured: 'Global Insights is not available from this portal at the moment.',
} as const
