import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Resource } from '../kit'
import type { InvestorFlows } from './investorFlows'
import type { TraceSubject } from './traceSubject'

// The panel (its virtualised table, its workbook) comes when a figure is first opened, not with the page.
const TracePanel = lazy(() => import('./TracePanel').then((module) => ({ default: module.TracePanel })))

/** 'How this is calculated' for the figures of a page: `show` opens it on a subject, `panel` is where it is drawn. */
export function useTracePanel(flows: Resource<InvestorFlows>): {
  show: (subject: TraceSubject) => void
  panel: ReactNode
} {
  const [subject, setSubject] = useState<TraceSubject | null>(null)
  return {
    show: setSubject,
    panel: subject && (
      <Suspense fallback={null}>
        <TracePanel subject={subject} flows={flows} onClose={() => setSubject(null)} />
      </Suspense>
    ),
  }
}
