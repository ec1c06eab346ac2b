import { budgets } from '../budgets.mjs'
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
        target: budgets.rowElements.text,
        met: budgets.rowElements.met(result.maxRowElements) && result.lastRowShown === 1,
      },
      {
        area: 'DataGrid',
        figure: `Longest task while scrolling (${result.longTasks} long tasks in 200 steps)`,
        value: `${result.longestTaskMs.toFixed(0)} ms`,
        target: budgets.longTask.text,
        met: budgets.longTask.met(result.longestTaskMs),
      },
      {
        area: 'DataGrid',
        figure: 'Append one page of 50 rows (synchronous render, median of 5)',
        value: `${result.appendMedianMs.toFixed(1)} ms`,
        // One page appended within a frame.
        target: budgets.keystroke.text,
        met: budgets.keystroke.met(result.appendMedianMs),
      },
    ]
  } finally {
    await browser.close()
    await close()
  }
}
