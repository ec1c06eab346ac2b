import { pageTitleTexts } from '../../domain'
export const homeTexts = {
  title: pageTitleTexts.home,
  welcome: (firstName: string | null | undefined): string =>
    firstName ? `Welcome back, ${firstName}` : 'Welcome back',
  intro: 'Your documents, reporting and fundraising opportunities in one place.',
  actionNoticeTitle: 'Documents require your action',
  actionNotice: (count: number): string =>
    count === 1
      ? 'One document requires your action, such as a capital call or distribution notice.'
      : `${count} documents require your action, such as capital call and distribution notices.`,
  reviewDocuments: 'Review documents',
  dismissActionNotice: 'Dismiss',
  videoHeading: 'Featured video',
  loadingVideo: 'Loading the featured video',
  noVideo: 'There is no featured video at the moment.',
  /**
   * The spec asks for a legal disclaimer with the home video without giving its words; this wording is ours and
   * should be replaced by the business's text when it is known.
   */
  disclaimerTitle: 'Important information',
  disclaimer:
    'This video is provided for information only to investors in the funds and does not constitute an offer ' +
    'to sell, or a solicitation of an offer to buy, any security or interest in any fund. Past performance is ' +
    'not indicative of future results. The views expressed are those of the speakers as of the date of ' +
    'recording and may change without notice. Do not copy or distribute this video.',
  quickLinks: 'Go to',
} as const
