import { MONTH_NAMES, sumInCents, type DataRoomItem } from '../../src/domain'
import { noticeDueDayOf, noticeFlows } from './cashFlows'
import {
  documentIdAt,
  documentTypes,
  DOCUMENT_STATUS_LIST,
  FILE_TYPES,
  publishDateOf,
  type DocumentTable,
} from './documents'
import { seedFunds } from './funds'
import { seedAccounts } from './investors'

/** Titles and full objects of documents, made only for the rows a search answers. */

const LONG_TAIL =
  ' - Supplemental Information Regarding the Allocation of Management Fees, Partnership Expenses and Carried Interest for the Period'
const UNSAFE_TAILS = [
  ': "Outlook" & <Review> | Part 1*?',
  ' / Annex A (draft #2)',
  ' – Zürich Übersicht, Résumé & Notes',
  " - Investor's Copy [Confidential]",
] as const
const DATA_ROOM_TITLES = [
  'Investor Presentation',
  'Private Placement Memorandum',
  'Due Diligence Questionnaire',
  'Track Record Summary',
  'Term Sheet',
  'ESG Policy and Annual Report',
  'Team Biographies',
  'Case Study: Value Creation',
] as const
const VIDEO_TITLES = [
  'New Opportunity Spotlight',
  'Meet the Investment Team',
  'Portfolio Review Webcast',
] as const

export function documentTitle(table: DocumentTable, index: number): string {
  const fund = seedFunds[table.fund[index] ?? 0]!
  const date = publishDateOf(table, index)
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const quarter = Math.ceil(month / 3)
  const previousQuarter = quarter === 1 ? `Q4 ${year - 1}` : `Q${quarter - 1} ${year}`
  const variant = table.variant[index] ?? 0
  const accountSlot = table.account[index] ?? 0
  const account = accountSlot > 0 ? seedAccounts[accountSlot - 1] : undefined
  const subtype =
    documentTypes[table.type[index] ?? 0]?.documentSubtypes?.[table.subtype[index] ?? 0]?.name ?? ''
  if (table.dataRoom[index]) {
    const k = variant % DATA_ROOM_TITLES.length
    if ((table.flags[index] ?? 0) & 8) return VIDEO_TITLES[0]
    if ((table.flags[index] ?? 0) & 4) return `${VIDEO_TITLES[1 + (variant % 2)]} - ${fund.shortName}`
    return `${fund.shortName} ${DATA_ROOM_TITLES[k]}`
  }
  let title: string
  switch (table.type[index]) {
    case 0:
      title = `${fund.shortName} - Capital Call Notice (${MONTH_NAMES[month - 1]} ${year})${account ? ` - ${account.name}` : ''}`
      break
    case 1:
      title = `${fund.shortName} - ${subtype === 'Other' ? 'Distribution Information' : `${subtype} Notice`} ${previousQuarter}${account ? ` - ${account.name}` : ''}`
      break
    case 2:
      title =
        subtype === 'Annual Audited'
          ? `${fund.shortName} Audited Financial Statements ${year - 1}`
          : `${fund.shortName} ${previousQuarter} Unaudited Financial Statements`
      break
    case 3:
      title =
        subtype === 'Annual Meeting'
          ? `${fund.shortName} Annual Investor Meeting ${year} Presentation`
          : `${previousQuarter} ${subtype === 'Other' ? 'Market Commentary' : 'Investor Letter'} - ${fund.shortName}`
      break
    case 4:
      title = `${year - 1} ${subtype === 'Other' ? 'Tax Information Letter' : subtype} - ${account?.name ?? fund.shortName}`
      break
    case 5:
      title = `${subtype} of ${fund.name}${account ? ` - ${account.name}` : ''}`
      break
    default:
      title = `${fund.shortName} Capital Account Statement ${previousQuarter}${account ? ` - ${account.name}` : ''}`
  }
  if (variant % 17 === 0) title += `${LONG_TAIL} Ended ${date}`
  if (variant % 19 === 1) title += UNSAFE_TAILS[variant % UNSAFE_TAILS.length]
  return title
}

export interface DocumentFlags {
  markedRead: boolean
  actionItem: boolean
}

const VIDEO_TOKEN_LIFETIME_MS = 60 * 60_000

/** The provider's answer for one document (a data room item carries its video). */
export function documentAt(
  table: DocumentTable,
  index: number,
  flags: DocumentFlags,
): DataRoomItem & Record<string, unknown> {
  const fund = seedFunds[table.fund[index] ?? 0]!
  const accountSlot = table.account[index] ?? 0
  const account = accountSlot > 0 ? seedAccounts[accountSlot - 1] : undefined
  const type = documentTypes[table.type[index] ?? 0]
  const subtype = type?.documentSubtypes?.[table.subtype[index] ?? 0]
  const id = documentIdAt(index)
  const publishDate = `${publishDateOf(table, index)}T13:00:00Z`
  const bits = table.flags[index] ?? 0
  const document: DataRoomItem & Record<string, unknown> = {
    documentId: id,
    title: documentTitle(table, index),
    actionItem: flags.actionItem,
    markedRead: flags.markedRead,
    investorAccountName: account?.name ?? null,
    entitledAccountId: account?.id ?? null,
    fundDisplayName: fund.name,
    parentEntityName: fund.name,
    fundName: fund.name,
    fundId: fund.id,
    fundGlobalId: fund.globalId,
    fileType: FILE_TYPES[table.fileType[index] ?? 0] ?? 'pdf',
    publishDate,
    publishDateEST: `${publishDateOf(table, index)}T08:00:00`,
    otherAccounts: [],
    documentTypeId: type?.documentTypeId ?? null,
    documentTypeName: type?.displayName ?? null,
    documentSubtype: subtype?.name ?? null,
    documentSubtypeId: subtype?.documentSubtypeId ?? null,
    documentStatus: DOCUMENT_STATUS_LIST[table.status[index] ?? 0] ?? 'Active',
    documentLocation: table.dataRoom[index] ? 'Opportunity' : 'Library',
  }
  if (table.dataRoom[index]) {
    Object.assign(document, {
      productFamily: fund.productFamily,
      entityDisplayName: fund.entityDisplayName,
      fundraisingStatus: fund.fundraisingStatus,
      productLine: fund.productLine,
    })
  }
  if (bits & 4) {
    // A host's tokens are short-lived and measured by the real clock (the seeded dates are not): an hour.
    const expiration = new Date(Date.now() + VIDEO_TOKEN_LIFETIME_MS).toISOString()
    Object.assign(document, {
      // The demo host holds a clip for each kind of video (mocks/video), not one per item.
      videoId: bits & 8 ? 'vid-opportunity-first-look' : 'vid-opportunity-team',
      videoToken: `vtok-${(id * 2654435761) >>> 0}`,
      videoIsHighlighted: (bits & 8) !== 0,
      videoDescription: `${fund.entityDisplayName}: a ${bits & 8 ? 'first look at the opportunity' : 'conversation with the investment team'}.`,
      videoTokenExpiration: expiration,
    })
  }
  return document
}

/**
 * What a capital call or distribution notice says (its PDF): the account's amount, each category's part and the
 * due or payment date, all from the cash flows of that day; null for a document that is not a notice.
 */
export function noticeContent(table: DocumentTable, index: number, today: Date) {
  const type = table.type[index]
  const account = seedAccounts[(table.account[index] ?? 0) - 1]
  if ((type !== 0 && type !== 1) || table.dataRoom[index] || !account) return null
  const fund = seedFunds[table.fund[index] ?? 0]!
  const dueDay = noticeDueDayOf(publishDateOf(table, index))
  const flows = noticeFlows(fund, account.id, type === 0 ? 'Contribution' : 'Distribution', dueDay, today)
  const total = sumInCents(flows.map((flow) => Math.abs(flow.amount ?? 0))) ?? 0
  const money = (amount: number) =>
    `${fund.currency} ${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return {
    dueDay,
    lines: [
      `Investor account: ${account.name}`,
      type === 0 ? `Amount due: ${money(total)}` : `Amount to be paid: ${money(total)}`,
      type === 0 ? `Due date: ${dueDay}` : `Payment date: ${dueDay}`,
      ...flows.map((flow) => `  ${flow.category}: ${money(flow.amount ?? 0)}`),
    ],
  }
}
