import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { after, before, beforeEach, describe, test } from 'node:test'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { paths } from '../src/domain/paths.ts'
import { readManifestCsv } from '../src/domain/testing/manifestCsv.ts'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms, documentsGrid, success } from './lib/portal.mjs'
import {
  documentsScreenTexts,
  ilpaNavLines,
  ilpaTexts,
  quarterPackageScreenTexts as texts,
  quarterPackageTexts,
  successTexts,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** Signs the investor in on the documents page, asks for the newest quarter's package and saves the zip. */
async function savedPackage({ hostile = false } = {}) {
  if (hostile) await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
  const { context, page, problems } = await newPortalPage(browser)
  await signIn(page, 'investor', paths.documents)
  await agreeToAllTerms(page, { until: heading(page, documentsScreenTexts.title) })
  await documentsGrid(page).locator('tbody tr[data-row]').first().waitFor()
  await page.getByRole('button', { name: texts.download }).click()
  const dialog = page.getByRole('dialog', { name: texts.download })
  await dialog.getByText(texts.manifest).waitFor()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    (async () => {
      await dialog.getByRole('button', { name: texts.start }).click()
      await agreeToAllTerms(page, { wait: 3000 })
    })(),
  ])
  await success(page, successTexts.fileGeneration).waitFor()
  const folder = await mkdtemp(join(tmpdir(), 'quarter-package-'))
  const path = join(folder, download.suggestedFilename())
  await download.saveAs(path)
  const zip = unzipSync(new Uint8Array(await readFile(path)))
  const [heading_, ...rows] = readManifestCsv(
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip[quarterPackageTexts.manifestFileName]),
  )
  const python = JSON.parse(
    execFileSync(
      '/usr/bin/python3',
      ['e2e/lib/readPackage.py', path, ilpaTexts.check, ilpaNavLines.endingNav],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  )
  const close = async () => {
    await context.close()
    await rm(folder, { recursive: true, force: true })
  }
  return { page, download, zip, heading: heading_, rows, python, problems, close }
}

const withoutManifest = (names) =>
  names.filter((name) => name !== quarterPackageTexts.manifestFileName).sort()

describe('the quarter package end to end', () => {
  test("investor: the newest quarter's zip, read back by fflate and by Python's zipfile and csv, holds what its manifest lists, every size and SHA-256 right and every ILPA roll-forward tied", async () => {
    const { download, zip, heading: columns, rows, python, problems, close } = await savedPackage()
    assert.match(download.suggestedFilename(), /^Quarter package_\d{8}\.zip$/)
    assert.deepEqual(columns, [...quarterPackageTexts.manifestColumns])
    assert.deepEqual(python.heading, columns)
    assert.deepEqual(python.rows, rows, "Python's csv reads the manifest as the portal wrote it")

    // The manifest lists exactly the zip's entries (the manifest aside), each once, all included.
    const listed = rows.map((row) => row[0])
    assert.deepEqual([...listed].sort(), withoutManifest(Object.keys(zip)))
    assert.deepEqual([...listed].sort(), withoutManifest(python.entries))
    assert.equal(new Set(listed.map((name) => name.toLowerCase())).size, listed.length)
    assert.ok(rows.every((row) => row[9] === quarterPackageTexts.included))
    assert.deepEqual(python.mismatches, [])
    for (const row of rows) {
      const bytes = zip[row[0]]
      assert.equal(Number(row[7]), bytes.length, `${row[0]}'s size`)
      assert.equal(row[8], createHash('sha256').update(bytes).digest('hex'), `${row[0]}'s SHA-256`)
    }

    // The documents and the two workbooks: the ILPA workbook's every check is 0.00 as openpyxl works it out.
    const types = rows.map((row) => row[5])
    assert.ok(types.includes(quarterPackageTexts.ilpaWorkbook))
    assert.ok(types.includes(quarterPackageTexts.statementWorkbook))
    assert.ok(rows.filter((row) => row[2] !== '').length > 0, 'the quarter has documents')
    const ilpaName = rows.find((row) => row[5] === quarterPackageTexts.ilpaWorkbook)[0]
    const checks = python.workbooks[ilpaName].flatMap((sheet) => sheet.checks)
    assert.ok(checks.length >= 2)
    for (const values of checks) assert.deepEqual(values, Array(9).fill(0))
    assert.deepEqual(problems, [])
    await close()
  })

  test('hostile names: the manifest lists exactly the zip entries, keeps every name in its own field and starts none with a formula', async () => {
    const { page, zip, rows, python, problems, close } = await savedPackage({ hostile: true })
    const listed = rows.map((row) => row[0])
    assert.deepEqual([...listed].sort(), withoutManifest(Object.keys(zip)))
    assert.deepEqual(python.rows, rows)
    assert.deepEqual(python.mismatches, [])
    for (const row of python.rows) {
      assert.equal(row.length, quarterPackageTexts.manifestColumns.length, 'no field broke out of its column')
      for (const field of row)
        assert.doesNotMatch(field, /^[=+\-@\t\r]/, `'${field.slice(0, 40)}' is neutralised`)
    }
    assert.ok(
      rows.some((row) => /^'[=+\-@]/.test(row[1]) || /^'[=+\-@]/.test(row[3])),
      'the corpus reached the manifest',
    )
    for (const name of listed)
      assert.match(name, /^[\p{L}\p{Nd}_ ]+( \(\d+\))?\.[a-z0-9]+$/iu, 'kept to the §5 characters')
    assert.deepEqual(problems, [])
    assert.equal(await page.evaluate(() => window.__pwned ?? null), null)
    await close()
  })
})
