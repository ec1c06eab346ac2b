import { createHash } from 'node:crypto'
import { unzipSync } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { withFaults } from '../../../mocks/faults'
import { mockState } from '../../../mocks/state'
import { api, requestContext } from '../../api'
import { packageQuarter, quarterPackageTexts, type Document } from '../../domain'
import { readManifestCsv } from '../../domain/testing/manifestCsv'
import { setUpScreenTestProvider } from '../testing'
import {
  buildQuarterPackage,
  planQuarterPackage,
  QUARTER_PACKAGE_MAX_DOCUMENTS,
  TooManyDocumentsError,
  type QuarterPackageScope,
} from './quarterPackageFile'

setUpScreenTestProvider('investor')

/** The latest quarter with statements, for every fund and account. */
async function latestScope(changes: Partial<QuarterPackageScope> = {}): Promise<QuarterPackageScope> {
  const [latest] = await api.reporting.getCapitalAccountPeriods()
  return {
    quarter: packageQuarter(latest!.date.slice(0, 10))!,
    fundIds: null,
    accountIds: null,
    currency: null,
    isAdmin: false,
    withStatements: true,
    ...changes,
  }
}

async function build(scope: QuarterPackageScope, onProgress = vi.fn()) {
  const signal = new AbortController().signal
  const plan = await planQuarterPackage(scope, requestContext.now(), signal)
  const built = await buildQuarterPackage(
    { plan, documentTypes: [], dateFormat: 'M/D/YYYY', groupLabel: 'Flagship Group', onProgress },
    signal,
  )
  const entries = unzipSync(new Uint8Array(await built.blob.arrayBuffer()))
  const [heading, ...rows] = readManifestCsv(
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(entries[quarterPackageTexts.manifestFileName]),
  )
  return { plan, built, entries, heading: heading!, rows, onProgress }
}

describe('the quarter package of the demo book', () => {
  it("lists the documents published in the quarter's reporting window and the statement of its funds", async () => {
    const scope = await latestScope()
    const plan = await planQuarterPackage(scope, requestContext.now(), new AbortController().signal)
    expect(plan.documents.length).toBeGreaterThan(0)
    for (const document of plan.documents) {
      const published = String(document.publishDate).slice(0, 10)
      expect(published >= scope.quarter.publishedFrom && published <= scope.quarter.publishedTo).toBe(true)
    }
    const [latest] = await api.reporting.getCapitalAccountPeriods()
    expect(plan.statement?.selected.map((fund) => fund.id)).toEqual(latest!.funds.map((fund) => fund.id))
  })

  it('holds every document, the ILPA workbook and the statement workbook, and the manifest lists exactly its entries with their sizes and SHA-256', async () => {
    const { plan, built, entries, heading, rows, onProgress } = await build(await latestScope())
    expect(heading).toEqual([...quarterPackageTexts.manifestColumns])
    expect(rows).toHaveLength(plan.documents.length + 2)
    expect(new Set(rows.map((row) => row[0]))).toEqual(
      new Set(Object.keys(entries).filter((name) => name !== quarterPackageTexts.manifestFileName)),
    )
    for (const [name, , , , , , , bytes, sha256, status] of rows) {
      const file = entries[name!]!
      expect(status).toBe(quarterPackageTexts.included)
      expect(Number(bytes)).toBe(file.length)
      expect(sha256).toBe(createHash('sha256').update(file).digest('hex'))
    }
    expect(rows.slice(0, 2).map((row) => row[5])).toEqual([
      quarterPackageTexts.ilpaWorkbook,
      quarterPackageTexts.statementWorkbook,
    ])
    expect(rows[0]![0]).toMatch(/^ILPA Reporting Template_\d{8}\.xlsx$/u)
    expect(built.fileName).toBe(
      `Quarter package_${plan.scope.quarter.reportingDate.slice(5, 7)}${plan.scope.quarter.reportingDate.slice(8, 10)}${plan.scope.quarter.reportingDate.slice(0, 4)}.zip`,
    )
    expect(built.failed).toBe(0)
    expect(onProgress).toHaveBeenLastCalledWith(rows.length, rows.length)
    // The documents' own rows: id, publish date and account as the search gave them.
    const byId = new Map(plan.documents.map((document: Document) => [String(document.documentId), document]))
    for (const row of rows.slice(2)) expect(byId.has(row[2]!)).toBe(true)
  })

  it('lists a file that failed as failed, and the rest still arrive', async () => {
    server.use(
      ...withFaults([{ method: 'GET', path: '/documents/v1/documents/*/download', status: 500, times: 1 }]),
    )
    const { built, entries, rows } = await build(await latestScope())
    const failed = rows.filter((row) => row[9] === quarterPackageTexts.failed)
    expect(failed).toHaveLength(1)
    expect(failed[0]!.slice(7, 9)).toEqual(['', ''])
    expect(entries[failed[0]![0]!]).toBeUndefined()
    expect(built.failed).toBe(1)
    expect(Object.keys(entries)).toHaveLength(rows.length)
  })

  it('fails as a whole, with the first failure, only when every file fails', async () => {
    server.use(
      ...withFaults([
        { method: 'GET', path: '/documents/v1/documents/*/download', status: 500 },
        { method: 'POST', path: '/reporting/v1/Cas/*', status: 500 },
      ]),
    )
    const scope = await latestScope()
    await expect(build(scope)).rejects.toThrow()
  })

  it('holds only documents, and no workbook, for a user who may not see the statement', async () => {
    const { rows } = await build(await latestScope({ withStatements: false }))
    expect(rows.map((row) => row[5])).not.toContain(quarterPackageTexts.ilpaWorkbook)
    expect(rows.every((row) => row[2] !== '')).toBe(true)
  })

  it('keeps to the funds and accounts chosen', async () => {
    const everything = await latestScope()
    const all = await planQuarterPackage(everything, requestContext.now(), new AbortController().signal)
    const fundId = all.documents[0]!.fundId!
    const plan = await planQuarterPackage(
      { ...everything, fundIds: [fundId] },
      requestContext.now(),
      new AbortController().signal,
    )
    expect(plan.documents.every((document) => String(document.fundId) === String(fundId))).toBe(true)
    expect(plan.statement?.selected.map((fund) => String(fund.id))).toEqual([String(fundId)])
  })

  it('refuses a quarter with more documents than a package holds, before fetching any', async () => {
    server.use(
      ...withFaults([
        {
          method: 'POST',
          path: '/documents/v1/Users/documents/search',
          status: 200,
          body: { total: QUARTER_PACKAGE_MAX_DOCUMENTS + 1, results: [] },
        },
      ]),
    )
    await expect(
      planQuarterPackage(await latestScope(), requestContext.now(), new AbortController().signal),
    ).rejects.toBeInstanceOf(TooManyDocumentsError)
  })

  it('stops at once when cancelled: no further file is fetched', async () => {
    const scope = await latestScope()
    const controller = new AbortController()
    const plan = await planQuarterPackage(scope, requestContext.now(), controller.signal)
    const download = vi.spyOn(api.documents, 'downloadDocument')
    const building = buildQuarterPackage(
      {
        plan,
        documentTypes: [],
        dateFormat: 'M/D/YYYY',
        groupLabel: 'Flagship Group',
        onProgress: (done) => {
          if (done === 1) controller.abort()
        },
      },
      controller.signal,
    )
    await expect(building).rejects.toThrow()
    expect(download.mock.calls.length).toBeLessThan(plan.documents.length)
    download.mockRestore()
  })

  it("keeps the hostile corpus's names as text in the manifest: no field a spreadsheet would run", async () => {
    mockState.hostile = true
    const { rows } = await build(await latestScope())
    const texts = rows.flat()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(text).not.toMatch(/^[=+\-@\t\r]/u)
    expect(texts.some((text) => text.startsWith("'="))).toBe(true)
  })
})
