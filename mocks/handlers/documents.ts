import { HttpResponse } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import { reportFileName } from '../../src/domain'
import { dataset } from '../dataset'
import {
  documentPage,
  matchingDocuments,
  parseSearch,
  reportSubtypeIds,
  subtypeIdAt,
} from '../documentSearch'
import { personas } from '../personas'
import { documentAt, documentTitle, noticeContent } from '../seed/documentDetails'
import { documentIdAt, documentIndexOf, documentTypes, FILE_TYPES, publishDateOf } from '../seed/documents'
import { dayNumber } from '../seed/dates'
import { fundById, seedFunds } from '../seed/funds'
import { seedAccounts } from '../seed/investors'
import { intBetween, pick, unit } from '../seed/prng'
import { changesOf, mockState } from '../state'
import { isActionItem, isRead } from '../store'
import { fileHeaders } from '../files/disposition'
import { hostilePdfBytes } from '../files/hostilePdf'
import { pdfResponse } from '../files/pdf'
import { workbookResponse } from '../files/xlsx'
import { hostileText } from '../hostile'
import { fail, optionalIdList, requireInteger, requireObject, route, type Call } from './route'

/** The index of a document the user may see: 400 malformed id, 404 unknown, 403 not entitled. */
function entitledDocument(call: Call, id: string | undefined): number {
  const table = dataset().documents
  const index = documentIndexOf(requireInteger(id, 'document id'), table)
  if (index === null) return fail(404)
  const entitled = call.scope.entitled
  if (table.dataRoom[index] === 1) return entitled.accounts.length > 0 ? index : fail(403)
  const fund = seedFunds[table.fund[index] ?? 0]
  const account = seedAccounts[(table.account[index] ?? 0) - 1]
  const sees =
    entitled.funds.some((f) => f.id === fund?.id) &&
    (!account || entitled.accounts.some((a) => a.id === account.id))
  return sees ? index : fail(403)
}

const typesCache = new Map<string, number[]>()

/** The document types a fund has documents of. */
function fundTypeIds(fundIndex: number): number[] {
  const table = dataset().documents
  const key = `${dataset().day}:${fundIndex}`
  let ids = typesCache.get(key)
  if (!ids) {
    const found = new Set<number>()
    for (let i = 0; i < table.count; i++)
      if (table.fund[i] === fundIndex && !table.dataRoom[i]) found.add((table.type[i] ?? 0) + 1)
    ids = [...found].sort((a, b) => a - b)
    typesCache.set(key, ids)
  }
  return ids
}

const todayStamp = () => mockState.today

/**
 * The name the provider's file store gives a document's file: even-numbered documents come named
 * (content-disposition), odd-numbered ones bare (null), as files uploaded without a name are; the portal then
 * names them by title and file type, so both ways are exercised. With the hostile corpus on, the names given
 * are hostile too.
 */
const providedFileName = (index: number, title: string, extension: string): string | null =>
  documentIdAt(index) % 2 === 1 ? null : `${mockState.hostile ? hostileText(index) : title}.${extension}`

function exportRows(indexes: number[], call: Call) {
  const table = dataset().documents
  return indexes.slice(0, 5000).map((i, row) => {
    const d = documentAt(table, i, {
      markedRead: isRead(call.persona, i),
      actionItem: isActionItem(call.persona, i),
    })
    return [
      // With the hostile corpus on, the workbook carries the same titles as the JSON answers do.
      mockState.hostile ? hostileText(row) : d.title,
      d.fundDisplayName ?? '',
      d.investorAccountName ?? 'All Investors',
      String(d.documentTypeName ?? ''),
      d.documentSubtype ?? '',
      publishDateOf(table, i),
      d.documentStatus ?? '',
      d.markedRead ? 'Read' : 'Unread',
      d.actionItem ? 'Yes' : 'No',
    ]
  })
}

const ACTIVITY_ACTIONS = ['Viewed', 'Downloaded', 'Bulk Downloaded'] as const

/** The administration's user-activity report: deterministic activity over the library. */
function userActivityRows(body: Record<string, unknown>) {
  const table = dataset().documents
  const funds = optionalIdList(body.entitledEntityIds, 'entitledEntityIds')
  for (const id of funds ?? []) if (!fundById.has(id)) fail(404)
  const start = typeof body.startDate === 'string' ? dayNumber(body.startDate) : null
  const end = typeof body.endDate === 'string' ? dayNumber(body.endDate) : null
  const user = typeof body.user === 'string' && body.user.trim() ? body.user.trim().toLowerCase() : null
  const subtypes = reportSubtypeIds(body.documentSubTypes)
  const batches = Array.isArray(body.batchId)
    ? body.batchId.map(String)
    : typeof body.batchId === 'string' && body.batchId
      ? body.batchId.split(',').map((b) => b.trim())
      : null
  const users = Object.values(personas).filter((p) => p.external)
  const rows: Array<Array<string | number>> = []
  for (let n = 0; n < 3000; n++) {
    const i = intBetween(0, table.count - 1, n, 301)
    const fund = seedFunds[table.fund[i] ?? 0]!
    const person = pick(users, unit(n, 302))
    const day = (table.publishDay[i] ?? 0) + intBetween(0, 60, n, 303)
    const batch = `B-${publishDateOf(table, i).slice(0, 7).replace('-', '')}-${1 + (i % 9)}`
    if (funds && !funds.includes(fund.id)) continue
    if ((start !== null && day < start) || (end !== null && day > end)) continue
    if (user && person.email.toLowerCase() !== user) continue
    if (batches && !batches.includes(batch)) continue
    if (subtypes && !subtypes.has(subtypeIdAt(table, i))) continue
    rows.push([
      person.email,
      fund.name,
      documentTitle(table, i),
      pick(ACTIVITY_ACTIONS, unit(n, 304)),
      new Date(day * 86_400_000).toISOString().slice(0, 10),
      batch,
    ])
  }
  return rows
}

/** What a notice says of its wire instructions, as the portal does: they are never changed by email or phone. */
const WIRE_INSTRUCTIONS_NOTE =
  'Wire instructions are never changed by email or phone. Verify any change in the investor portal.'

/** The pages after a document's first: what a notice carries, so a reader has pages to turn and words to find. */
const documentPages = (fund: string) => [
  {
    heading: 'Details',
    paragraphs: [
      `This notice concerns your interest in ${fund}. Amounts are stated in the fund's currency.`,
      'Capital contributions are due within ten business days of the date of this notice.',
      'Please remit the amount due by wire transfer to the account named in the wire instructions on file.',
    ],
  },
  {
    heading: 'Disclosures',
    paragraphs: [
      'Past performance is not indicative of future results. Valuations are unaudited and subject to change.',
      'This document is confidential and intended solely for the limited partner to whom it is addressed.',
    ],
  },
]

export const documentsHandlers = [
  route(endpoints.documentTypes, (call) => {
    const sortColumn = call.query.get('sortColumn')
    if (sortColumn !== null && sortColumn !== 'name') fail(400, [`Cannot sort by ${sortColumn}.`])
    return HttpResponse.json([...documentTypes].sort((a, b) => a.name.localeCompare(b.name)))
  }),

  route(endpoints.fundDocumentTypes, (call) => {
    const fund = fundById.get(requireInteger(call.params.entityId, 'entity id')) ?? fail(404)
    if (!call.scope.entitled.funds.includes(fund)) fail(403)
    const ids = fundTypeIds(seedFunds.indexOf(fund))
    return HttpResponse.json(documentTypes.filter((t) => ids.includes(t.documentTypeId)))
  }),

  route(endpoints.documentSearch, async (call) => {
    const search = parseSearch(requireObject(await call.json()), call)
    const matches = matchingDocuments(search, call)
    if (search.reportFormat) {
      if (search.reportFormat !== 'xlsx') fail(400, ['reportFormat must be xlsx.'])
      return workbookResponse(reportFileName('Documents', todayStamp()), [
        {
          name: 'Documents',
          columns: [
            'Name',
            'Fund',
            'Investor Account',
            'Type',
            'Subtype',
            'Publish Date',
            'Status',
            'Read',
            'Action Item',
          ],
          rows: exportRows(matches, call),
        },
      ])
    }
    if (matches.length === 0) return new HttpResponse(null, { status: 204 })
    return HttpResponse.json(documentPage(matches, search, call))
  }),

  route(endpoints.actionRequiredCount, async (call) => {
    const body = await call.json()
    if (body !== undefined && body !== null && typeof body !== 'object')
      fail(400, ['The filter must be an object.'])
    const search = parseSearch({ documentStatuses: ['A'], actionFlag: true, count: 1 }, call)
    return HttpResponse.json(matchingDocuments(search, call).length)
  }),

  route(endpoints.documentActionItem, (call) => {
    const flag = call.params.flag
    if (flag !== 'true' && flag !== 'false') fail(400, ['The flag must be true or false.'])
    const index = entitledDocument(call, call.params.id)
    changesOf(call.persona).actionItem[index] = flag === 'true'
    return new HttpResponse(null, { status: 204 })
  }),

  route(endpoints.documentRead, (call) => {
    const index = entitledDocument(call, call.params.id)
    changesOf(call.persona).read[index] = true
    return new HttpResponse(null, { status: 204 })
  }),

  route(endpoints.documentDownload, async (call) => {
    const index = entitledDocument(call, call.params.id)
    const table = dataset().documents
    const document = documentAt(table, index, { markedRead: true, actionItem: false })
    const fileType = FILE_TYPES[table.fileType[index] ?? 0]
    if (fileType === 'xlsx') {
      return workbookResponse(providedFileName(index, document.title, 'xlsx'), [
        {
          name: 'Detail',
          heading: [document.title, String(document.fundDisplayName)],
          columns: ['Item', 'Amount'],
          rows: [
            ['Commitment', 1_000_000],
            ['Contributed', 640_000],
            ['Distributed', 210_000],
          ],
        },
      ])
    }
    // A video item's download is a PDF too here: it is always named, so that it is not saved as a .mp4.
    const name = fileType === 'pdf' ? providedFileName(index, document.title, 'pdf') : `${document.title}.pdf`
    // With the hostile corpus on, every PDF is the hostile one (mocks/files/hostilePdf.ts): scripts that must not run.
    if (mockState.hostile)
      return new HttpResponse(hostilePdfBytes(), {
        status: 200,
        headers: fileHeaders('application/pdf', name),
      })
    // A notice says what its cash flows say: the amount, each category's part, the due or payment date.
    const notice = noticeContent(table, index, mockState.today)
    return pdfResponse(name, {
      title: document.title,
      lines: [
        `Fund: ${document.fundDisplayName ?? ''}`,
        ...(notice?.lines ?? [`Investor account: ${document.investorAccountName ?? 'All Investors'}`]),
        `Document type: ${String(document.documentTypeName ?? '')} / ${document.documentSubtype ?? ''}`,
        `Published: ${publishDateOf(table, index)}`,
        '',
        ...(notice ? [WIRE_INSTRUCTIONS_NOTE, ''] : []),
        "This document was generated by the investor portal's demo provider.",
      ],
      pages: documentPages(String(document.fundDisplayName ?? '')),
    })
  }),

  route(endpoints.userActivityReport, async (call) => {
    if (!call.scope.isAdmin) fail(403)
    const body = requireObject(await call.json())
    return workbookResponse(reportFileName('User Activity Report', todayStamp()), [
      {
        name: 'User Activity',
        columns: ['User', 'Fund', 'Document', 'Action', 'Date', 'Batch'],
        rows: userActivityRows(body),
      },
    ])
  }),
]
