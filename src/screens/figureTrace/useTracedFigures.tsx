import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import type { FigureTrace } from '../../domain'
import { loadedData, useWorkInSlices, type Resource } from '../kit'
import type { InvestorFlows } from './investorFlows'
import { traceOfSubject, type TraceSubject } from './traceSubject'

// The panel (its virtualised table, its workbook) comes when a figure is first opened, not with the page.
const TracePanel = lazy(() => import('./TracePanel').then((module) => ({ default: module.TracePanel })))

/** A page's figures traced to the investor's flows, and 'How this is calculated' for each. */
export interface TracedFigures {
  /** A subject's trace (its IRR, its funds' checks): undefined while the flows load or the traces are worked out. */
  traceOf: (subject: TraceSubject) => FigureTrace | null | undefined
  /** Whether the figures are still coming: the flows are loading or their traces being worked out. */
  working: boolean
  /** Opens 'How this is calculated' on a subject. */
  show: (subject: TraceSubject) => void
  /** Where the panel is drawn. */
  panel: ReactNode
}

/**
 * The traces of a page's subjects (each fund, each fund type, the portfolio) once the flows are in, worked out a
 * few subjects a task: a portfolio's trace alone reads every flow (10,000 in a large book), and a page of them
 * must not hold the page. The panel opens on a subject with its trace already worked out. `subjects` should be
 * memoised: new subjects start the work again.
 */
export function useTracedFigures(
  flows: Resource<InvestorFlows>,
  subjects: readonly TraceSubject[],
): TracedFigures {
  const loaded = loadedData(flows)
  const work = useCallback((subject: TraceSubject) => traceOfSubject(subject, loaded!), [loaded])
  const traces = useWorkInSlices(loaded ? subjects : null, work)
  const bySubject = useMemo(
    () => traces && new Map(subjects.map((subject, index) => [subject, traces[index] ?? null])),
    [subjects, traces],
  )
  const [shown, setShown] = useState<TraceSubject | null>(null)
  return {
    traceOf: (subject) => bySubject?.get(subject),
    working: flows.status === 'pending' || (loaded !== undefined && !bySubject),
    show: setShown,
    panel: shown && (
      <Suspense fallback={null}>
        <TracePanel
          subject={shown}
          flows={flows}
          known={bySubject?.get(shown)}
          onClose={() => setShown(null)}
        />
      </Suspense>
    ),
  }
}
