import { rmSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouseRun, { desktopConfig } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { startStack } from '../../e2e/lib/stack.mjs'
import { median } from '../lib/stats.mjs'

const OUT_DIR = 'dist-bench-lh'
/** Lighthouse runs per page; the median score is reported (the machine is shared and noisy). */
const RUNS = 3
const pages = [
  { name: 'Home', path: '/' },
  { name: 'Documents', path: '/documents' },
]
const categories = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
]

/** Audits of a category that lost points in a run: weighted, scored and below 1. */
const failingAudits = (lhr, categoryId) =>
  lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id)

/**
 * Lighthouse 12 (desktop preset: the portal is a desktop application) against the production build served by
 * `vite preview` and the standalone mock provider, in Debian's Chromium. The portal needs a session, so the
 * browser first signs in at the provider as the investor; Lighthouse then audits the page in the same browser
 * with storage not reset, so it measures the signed-in Home and Documents, not the redirect to sign-in.
 */
export async function lighthouse() {
  const { api, portal, stop } = await startStack({ outDir: OUT_DIR })
  let chrome
  let browser
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    })
    const page = await browser.newPage()
    await page.goto(`${api}/signin?persona=investor&returnTo=${encodeURIComponent(`${portal}/`)}`)
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Home', {
      timeout: 30_000,
    })

    const rows = []
    for (const target of pages) {
      const url = `${portal}${target.path}`
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouseRun(
          url,
          {
            port: chrome.port,
            disableStorageReset: true,
            onlyCategories: categories.map((category) => category.id),
            logLevel: 'error',
          },
          desktopConfig,
          page,
        )
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
        if (lhr.runtimeError)
          throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        // A run that ended anywhere else (the provider's sign-in page) did not audit the portal's page.
        if (lhr.finalDisplayedUrl !== url)
          throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl}, not ${url}`)
        runs.push(lhr)
      }
      for (const category of categories) {
        const scores = runs.map((lhr) => Math.round(lhr.categories[category.id].score * 100))
        const score = median(scores)
        const met = score >= category.target
        const failing = [...new Set(runs.flatMap((lhr) => failingAudits(lhr, category.id)))]
        const audits = !met && failing.length > 0 ? `; failing audits: ${failing.join(', ')}` : ''
        rows.push({
          area: 'Lighthouse',
          figure: `${target.name}: ${category.label} (desktop, median of ${RUNS}: ${scores.join(', ')}${audits})`,
          value: String(score),
          target: category.target === 100 ? '100' : `≥ ${category.target}`,
          met,
        })
      }
      const tbt = runs.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue))
      const lcp = runs.map((lhr) => Math.round(lhr.audits['largest-contentful-paint'].numericValue))
      console.log(`${target.name}: total blocking time ${tbt.join(', ')} ms; LCP ${lcp.join(', ')} ms`)
    }
    return rows
  } finally {
    await browser?.disconnect()
    chrome?.kill()
    await stop()
    rmSync(OUT_DIR, { recursive: true, force: true })
  }
}
