import type { DocumentStatus, DocumentType } from '../../src/domain'
import { positionsByFund } from './book'
import { CALL_NOTICE, DISTRIBUTION_NOTICE, seedNotices } from './notices'
import { noticeDayOf } from './cashFlows'
import { dayNumber, isoDay, quarterAt, latestCompletedQuarterIndex } from './dates'
import { seedFunds, type SeedFund } from './funds'
import { seedAccounts } from './investors'
import { mulberry32, SEED, weightedPicker } from './prng'

/** The document types of the libraries and data rooms; 'Other' subtypes sit under several types. */
export const documentTypes: DocumentType[] = [
  {
    documentTypeId: 1,
    name: 'CapitalCallNotice',
    displayName: 'Capital Call Notice',
    documentSubtypes: [
      { documentSubtypeId: 101, name: 'Capital Call' },
      { documentSubtypeId: 102, name: 'Other' },
    ],
  },
  {
    documentTypeId: 2,
    name: 'DistributionNotice',
    displayName: 'Distribution Notice',
    documentSubtypes: [
      { documentSubtypeId: 201, name: 'Distribution' },
      { documentSubtypeId: 202, name: 'Recallable Distribution' },
      { documentSubtypeId: 203, name: 'Other' },
    ],
  },
  {
    documentTypeId: 3,
    name: 'FinancialStatements',
    displayName: 'Financial Statements',
    documentSubtypes: [
      { documentSubtypeId: 301, name: 'Quarterly Unaudited' },
      { documentSubtypeId: 302, name: 'Annual Audited' },
    ],
  },
  {
    documentTypeId: 4,
    name: 'InvestorLetter',
    displayName: 'Investor Letter',
    documentSubtypes: [
      { documentSubtypeId: 401, name: 'Quarterly Letter' },
      { documentSubtypeId: 402, name: 'Annual Meeting' },
      { documentSubtypeId: 403, name: 'Other' },
    ],
  },
  {
    documentTypeId: 5,
    name: 'Tax',
    displayName: 'Tax Documents',
    documentSubtypes: [
      { documentSubtypeId: 501, name: 'Schedule K-1' },
      { documentSubtypeId: 502, name: 'Tax Estimate' },
      { documentSubtypeId: 503, name: 'PFIC Statement' },
      { documentSubtypeId: 504, name: 'Other' },
    ],
  },
  {
    documentTypeId: 6,
    name: 'Legal',
    displayName: 'Legal Documents',
    documentSubtypes: [
      { documentSubtypeId: 601, name: 'Limited Partnership Agreement' },
      { documentSubtypeId: 602, name: 'Side Letter' },
      { documentSubtypeId: 603, name: 'Subscription Documents' },
    ],
  },
  {
    documentTypeId: 7,
    name: 'CapitalAccountStatement',
    displayName: 'Capital Account Statement',
    documentSubtypes: [
      { documentSubtypeId: 701, name: 'Quarterly Statement' },
      { documentSubtypeId: 702, name: 'Other' },
    ],
  },
  {
    documentTypeId: 8,
    name: 'FundraisingMaterials',
    displayName: 'Fundraising Materials',
    documentSubtypes: [
      { documentSubtypeId: 801, name: 'Presentation' },
      { documentSubtypeId: 802, name: 'Private Placement Memorandum' },
      { documentSubtypeId: 803, name: 'Video' },
      { documentSubtypeId: 804, name: 'Other' },
    ],
  },
]

/** Library types (1–7) and their weights; type 8 lives in data rooms. */
const pickLibraryType = weightedPicker<number>([
  [0, 18],
  [1, 16],
  [2, 14],
  [3, 14],
  [4, 12],
  [5, 6],
  [6, 20],
])

export const DOCUMENT_STATUS_LIST: readonly DocumentStatus[] = [
  'Active',
  'Pending',
  'Approved',
  'Pending Approval',
  'PendingApproval',
  'Suspended',
  'Deleted',
]
const pickStatus = weightedPicker<number>([
  [0, 88],
  [1, 3],
  [2, 3],
  [3, 1.5],
  [4, 1],
  [5, 2],
  [6, 1.5],
])

/** Status codes of searches (spec §6): P pending, A active, W awaiting approval, V approved (verified). */
export const STATUS_CODES: Record<string, readonly DocumentStatus[]> = {
  P: ['Pending'],
  A: ['Active'],
  W: ['Pending Approval', 'PendingApproval'],
  V: ['Approved'],
}

export const FILE_TYPES = ['pdf', 'xlsx', 'mp4'] as const

export const LIBRARY_DOCUMENT_COUNT = 21_000
export const FIRST_DOCUMENT_ID = 100_001

/**
 * The documents as columns of typed arrays: 21,000 documents cost a few hundred kilobytes and a few milliseconds,
 * and a search scans them without building objects. Titles and objects are made only for the rows answered.
 */
export interface DocumentTable {
  count: number
  fund: Uint16Array
  /** Index into seedAccounts + 1; 0 means all investors of the fund. */
  account: Uint16Array
  type: Uint8Array
  subtype: Uint8Array
  status: Uint8Array
  fileType: Uint8Array
  publishDay: Int32Array
  /** Data room item (documentLocation 'Opportunity'). */
  dataRoom: Uint8Array
  /** Bit 1: read at seed, bit 2: action item at seed, bit 4: video, bit 8: highlighted video. */
  flags: Uint8Array
  variant: Uint8Array
}

const accountIndex = new Map(seedAccounts.map((account, index) => [account.id, index + 1]))

/** Funds with more investors publish more documents. */
const pickFund = weightedPicker(
  seedFunds.map((fund, index) => [index, 1 + (positionsByFund.get(fund.id)?.length ?? 0) / 4] as const),
)

/** Funds whose data rooms are open: the ones still fundraising. */
export const dataRoomFunds = (): SeedFund[] =>
  seedFunds.filter((fund) => fund.fundraisingStatus === 'Fundraising')

const DATA_ROOM_ITEMS_PER_FUND = 24

export function buildDocumentTable(today: Date): DocumentTable {
  const rooms = dataRoomFunds()
  const notices = seedNotices(today)
  const firstNotice = LIBRARY_DOCUMENT_COUNT + rooms.length * DATA_ROOM_ITEMS_PER_FUND
  const count = firstNotice + notices.length
  const table: DocumentTable = {
    count,
    fund: new Uint16Array(count),
    account: new Uint16Array(count),
    type: new Uint8Array(count),
    subtype: new Uint8Array(count),
    status: new Uint8Array(count),
    fileType: new Uint8Array(count),
    publishDay: new Int32Array(count),
    dataRoom: new Uint8Array(count),
    flags: new Uint8Array(count),
    variant: new Uint8Array(count),
  }
  const random = mulberry32(SEED)
  const todayDay = dayNumber(today.toISOString())
  const firstDay = dayNumber(quarterAt(0).startDate)
  const latestQuarterEnd = dayNumber(quarterAt(latestCompletedQuarterIndex(today)).endDate)
  for (let i = 0; i < LIBRARY_DOCUMENT_COUNT; i++) {
    const fundIndex = pickFund(random())
    const fund = seedFunds[fundIndex]!
    const holders = positionsByFund.get(fund.id) ?? []
    const holder = random() < 0.6 ? holders[Math.floor(random() * holders.length)] : undefined
    const picked = pickLibraryType(random())
    // The notices are the calls' and distributions' own (below): a notice picked here becomes another document.
    const typeIndex = picked === CALL_NOTICE || picked === DISTRIBUTION_NOTICE ? 2 + (i % 5) : picked
    const subtypes = documentTypes[typeIndex]?.documentSubtypes ?? []
    const start = Math.max(firstDay, dayNumber(`${fund.vintage}-01-15`))
    // Recent documents are denser: a quarter of them fall in the last 120 days.
    const day =
      random() < 0.25
        ? todayDay - Math.floor(random() * 120)
        : start + Math.floor(random() * Math.max(1, latestQuarterEnd + 45 - start))
    table.fund[i] = fundIndex
    table.account[i] = holder ? (accountIndex.get(holder.accountId) ?? 0) : 0
    table.type[i] = typeIndex
    table.subtype[i] = Math.floor(random() * subtypes.length)
    table.status[i] = pickStatus(random())
    table.fileType[i] = typeIndex === 2 && random() < 0.3 ? 1 : 0
    table.publishDay[i] = Math.min(day, todayDay)
    const old = todayDay - day > 90
    const read = random() < (old ? 0.85 : 0.25)
    const action = (picked === 0 || typeIndex === 5) && random() < 0.3
    table.flags[i] = (read ? 1 : 0) | (action ? 2 : 0)
    table.variant[i] = Math.floor(random() * 256)
  }
  rooms.forEach((fund, r) => {
    for (let k = 0; k < DATA_ROOM_ITEMS_PER_FUND; k++) {
      const i = LIBRARY_DOCUMENT_COUNT + r * DATA_ROOM_ITEMS_PER_FUND + k
      const video = k < 3
      table.fund[i] = seedFunds.indexOf(fund)
      table.type[i] = 7
      table.subtype[i] = video ? 2 : k % 5 === 4 ? 3 : k % 2
      table.status[i] = k % 11 === 10 ? 1 : k % 13 === 12 ? 3 : 0
      table.fileType[i] = video ? 2 : 0
      table.publishDay[i] = todayDay - 3 - ((k * 17 + r * 5) % 200)
      table.dataRoom[i] = 1
      table.flags[i] = (video ? 4 : 0) | (video && k === 0 && r === 0 ? 8 : 0)
      table.variant[i] = (k * 37 + r * 11) % 256
    }
  })
  const todayIso = today.toISOString().slice(0, 10)
  const noticeDays = new Map(
    [...new Set(notices.map((notice) => notice.dueDay))].map((day) => [day, dayNumber(noticeDayOf(day))]),
  )
  notices.forEach((notice, n) => {
    const i = firstNotice + n
    const variant = (notice.accountId * 31 + n * 7) % 256
    table.fund[i] = notice.fundIndex
    table.account[i] = accountIndex.get(notice.accountId) ?? 0
    table.type[i] = notice.type
    // A distribution now and then is recallable; a few of each are filed as 'Other'.
    table.subtype[i] =
      variant % 23 === 0
        ? notice.type === CALL_NOTICE
          ? 1
          : 2
        : notice.type === DISTRIBUTION_NOTICE && variant % 5 === 0
          ? 1
          : 0
    table.status[i] = 0
    table.fileType[i] = 0
    const publishDay = noticeDays.get(notice.dueDay) ?? todayDay
    table.publishDay[i] = publishDay
    // Read once a month old; a call not yet due asks the investor to act on it.
    const read = todayDay - publishDay > 30 || variant % 3 === 0
    const action = notice.type === CALL_NOTICE && notice.dueDay >= todayIso
    table.flags[i] = (read ? 1 : 0) | (action ? 2 : 0)
    table.variant[i] = variant
  })
  return table
}

export const documentIdAt = (index: number): number => FIRST_DOCUMENT_ID + index
export const documentIndexOf = (id: number, table: DocumentTable): number | null => {
  const index = id - FIRST_DOCUMENT_ID
  return Number.isInteger(index) && index >= 0 && index < table.count ? index : null
}

export const publishDateOf = (table: DocumentTable, index: number): string =>
  isoDay(table.publishDay[index] ?? 0)
