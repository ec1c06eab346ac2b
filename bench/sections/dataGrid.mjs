import { execFileSync } from 'node:child_process'
import { serveStatic } from '../../scripts/serve-static.mjs'
import { launchChromium } from '../lib/browser.mjs'

/** The DataGrid alone with 20,000 rows in a production build: DOM rows, long tasks while scrolling, page append. */
export async function dataGrid() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.config.ts'], { stdio: 'inherit' })
  const { url, close } = await serveStatic('bench/dist')
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${url}/data-grid.html`)
    const result = await page.evaluate(() => window.runGridBench())
    return [
      {
        area: 'DataGrid',
        figure: `Row elements in the DOM, 20,000 rows scrolled top to bottom (last row shown: ${result.lastRowShown ? 'yes' : 'no'})`,
        value: String(result.maxRowElements),
        target: '≤ 60',
        met: result.maxRowElements <= 60 && result.lastRowShown === 1,
      },
      {
        area: 'DataGrid',
        figure: `Longest task while scrolling (${result.longTasks} long tasks in 200 steps)`,
        value: `${result.longestTaskMs.toFixed(0)} ms`,
        target: '< 50 ms',
        met: result.longestTaskMs < 50,
      },
      {
        area: 'DataGrid',
        figure: 'Append one page of 50 rows (synchronous render, median of 5)',
        value: `${result.appendMedianMs.toFixed(1)} ms`,
        target: '< 16 ms',
        met: result.appendMedianMs < 16,
      },
    ]
  } finally {
    await browser.close()
    await close()
  }
}
