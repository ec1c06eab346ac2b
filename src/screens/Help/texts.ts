import { pageTitleTexts } from '../../domain'
/** One help topic: its tab label, a line on what it covers, and its questions with their answers. */
export interface HelpTopic {
  label: string
  intro: string
  faq: ReadonlyArray<{ question: string; answer: string }>
}

/**
 * The help page's topics, one per help anchor of spec §2.4 (#home … #other), in that order. The anchors are the
 * spec's; the wording is ours.
 */
export const helpTexts = {
  title: pageTitleTexts.help,
  description: 'Answers to common questions, by topic. The help icon of each page opens its topic.',
  topicsLabel: 'Help topics',
  topics: {
    home: {
      label: 'Home',
      intro:
        'The home page greets you, plays the latest video from the manager and flags documents that need you.',
      faq: [
        {
          question: 'What does the notice about documents requiring action mean?',
          answer:
            'Some documents, such as capital call notices, ask you to act. The notice counts them; open Documents and filter by action required to see them.',
        },
        {
          question: 'How do I choose which investor accounts I see?',
          answer:
            'Pick an investor group in the header. All Investor Accounts shows everything you are entitled to; a group of your own shows only its accounts. Make groups on your profile.',
        },
      ],
    },
    accounts: {
      label: 'Account summaries',
      intro:
        'An account summary totals your commitments, contributions, distributions and value, by fund type.',
      faq: [
        {
          question: 'Why are all amounts in US dollars?',
          answer:
            'For aggregation, every currency is converted to USD at the spot rate of the reporting period. Fund-level reports show each fund in its own currency.',
        },
        {
          question: 'What does the Current switch do?',
          answer: 'It limits the summary to funds that are still current for the period you chose.',
        },
      ],
    },
    datarooms: {
      label: 'Data rooms',
      intro:
        'Data rooms hold the materials of funds that are raising capital and that you have been invited to.',
      faq: [
        {
          question: 'Why is a data room I was told about not listed?',
          answer:
            'A data room appears once the manager has given you access to it. If you expect one, send an investor request.',
        },
        {
          question: 'Can I download several documents at once?',
          answer:
            'Yes: select up to 50 documents and choose Download Selected to receive them in one zip file.',
        },
      ],
    },
    reports: {
      label: 'Reports',
      intro:
        'Reporting holds capital account statements, schedules of investments, cash flow activity and, where you have them, portfolio reports.',
      faq: [
        {
          question: 'Why am I asked to accept terms before a report opens?',
          answer:
            'Reports are confidential. The terms appear once; if you decline, the portal returns to the page you came from.',
        },
        {
          question: 'How do I get a report into Excel?',
          answer:
            'Use the Export as Excel icon beside the title. The workbook holds the report as you filtered it.',
        },
        {
          question: 'Why does a report show no data?',
          answer:
            'The manager has not published figures for that fund, account and period yet. Try an earlier quarter, or another fund.',
        },
      ],
    },
    documents: {
      label: 'Documents',
      intro: 'Documents lists every notice, statement, tax document and letter published to your accounts.',
      faq: [
        {
          question: 'How do I find one document quickly?',
          answer:
            'Filter by fund, investor account, document type, date or read status, or search the file name. Click a column heading to sort.',
        },
        {
          question: 'What does the flag on a document mean?',
          answer:
            'A flag marks a document that requires action. Clear it once you have acted; the home page notice counts the flagged documents.',
        },
      ],
    },
    funds: {
      label: 'Funds',
      intro:
        'A fund profile shows a fund’s schedule of investments, its key dates, its waterfall terms and its documents.',
      faq: [
        {
          question: 'How is MOIC calculated?',
          answer:
            'Multiple on invested capital is total value (realised plus remaining fair value) over equity invested.',
        },
        {
          question: 'Why is a term shown as Not provided?',
          answer:
            'The manager has not published it for that fund. Ask through an investor request if you need it.',
        },
      ],
    },
    login: {
      label: 'Sign-in and profile',
      intro:
        'Your profile holds your date and number formats, your investor groups and the change of your password.',
      faq: [
        {
          question: 'How do I change my password?',
          answer:
            'Open your profile from the user menu and choose Change password. We email you a link; the password is set with our sign-in service.',
        },
        {
          question: 'Why was I signed out?',
          answer:
            'Sessions end after a period without use. Sign in again: the portal returns you to the page you were on.',
        },
      ],
    },
    mfa: {
      label: 'Two-step sign-in',
      intro: 'Signing in asks for a code from your phone or authenticator app as well as your password.',
      faq: [
        {
          question: 'I have a new phone. How do I sign in?',
          answer:
            'Contact investor relations through an investor request or your usual contact; we reset your second step so you can enrol the new phone.',
        },
      ],
    },
    globalinsights: {
      label: 'Global Insights',
      intro: 'Global Insights is the manager’s research and commentary site. It opens in a new window.',
      faq: [
        {
          question: 'Do I need another account for Global Insights?',
          answer: 'No. It is public; the portal only links to it.',
        },
      ],
    },
    other: {
      label: 'Other',
      intro: 'Anything else: your request reaches the investor relations team.',
      faq: [
        {
          question: 'How do I update my wire instructions?',
          answer:
            'Use Investor Request in the header and choose Update Wire Instructions. Give the bank details and, if you have one, attach the signed letter.',
        },
        {
          question: 'Who do I contact for anything else?',
          answer: 'Send an investor request of type General Support. We answer by email.',
        },
      ],
    },
  } satisfies Record<string, HelpTopic>,
} as const
