// The DataGrid as the documents screen uses it (read dot, selection, flag, download), with 20,000 rows, in a
// production build. window.runGridBench scrolls it from top to bottom while a PerformanceObserver records long
// tasks, then measures the synchronous render of appending one page of 50 rows.
import '../../src/components/theme/fonts'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { DataGrid, GlobalStyle, type DataGridColumn } from '../../src/components'
import type { DocumentRow } from '../../src/domain'
import { makeDocumentRows } from '../../stories/components/documentFixtures'

const TOTAL = 20_000
const PAGE = 50

const columns: DataGridColumn<DocumentRow>[] = [
  { key: 'title', header: 'NAME', sortable: true, value: (row) => row.title },
  { key: 'fundDisplayName', header: 'FUND', width: 280, value: (row) => row.fund },
  { key: 'investorAccountName', header: 'INVESTOR ACCOUNT', width: 240, value: (row) => row.investorAccount },
  { key: 'publishDate', header: 'PUBLISH DATE', width: 160, value: (row) => row.publishDate },
]

let appendPage: () => void = () => undefined

function Grid({ initialRows }: { initialRows: DocumentRow[] }) {
  const [rows, setRows] = useState(initialRows)
  useEffect(() => {
    appendPage = () => setRows((loaded) => [...loaded, ...makeDocumentRows(PAGE, loaded.length)])
  }, [])
  return (
    <DataGrid<DocumentRow>
      label="Documents"
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id ?? row.title}
      rowLabel={(row) => row.title}
      height={700}
      isRead={(row) => row.markedRead}
      isHighlighted={(row) => row.highlighted}
      selection={{ selectedIds: [], onChange: () => undefined, onDownloadSelected: () => undefined }}
      actionFlag={{ isFlagged: (row) => row.actionItem, onToggle: () => undefined }}
      onDownload={() => undefined}
    />
  )
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

declare global {
  interface Window {
    runGridBench: () => Promise<Record<string, number>>
  }
}

window.runGridBench = async () => {
  const root = createRoot(document.getElementById('root')!)
  root.render(
    <>
      <GlobalStyle />
      <Grid initialRows={makeDocumentRows(TOTAL)} />
    </>,
  )
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const scroller = document.querySelector<HTMLElement>('[data-testid="datagrid-scroller"]')!
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(entry.duration)),
  )
  observer.observe({ type: 'longtask' })
  let maxRowElements = document.querySelectorAll('[data-row]').length
  const steps = 200
  for (let step = 1; step <= steps; step++) {
    scroller.scrollTop = (scroller.scrollHeight * step) / steps
    await nextFrame()
    maxRowElements = Math.max(maxRowElements, document.querySelectorAll('[data-row]').length)
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
  observer.disconnect()
  const lastRowShown = document.querySelector(`[data-row][aria-rowindex="${TOTAL + 1}"]`) !== null

  const appendTimes: number[] = []
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    flushSync(() => appendPage())
    appendTimes.push(performance.now() - started)
    await nextFrame()
  }
  return {
    rows: TOTAL,
    maxRowElements,
    lastRowShown: lastRowShown ? 1 : 0,
    longestTaskMs: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    appendMedianMs: appendTimes.sort((a, b) => a - b)[2] ?? 0,
  }
}
