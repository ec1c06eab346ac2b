import { useState, type ReactNode } from 'react'
import type { Resource } from '../kit'
import type { InvestorFlows } from './investorFlows'
import { TracePanel } from './TracePanel'
import type { TraceSubject } from './traceSubject'

/** 'How this is calculated' for the figures of a page: `show` opens it on a subject, `panel` is where it is drawn. */
export function useTracePanel(flows: Resource<InvestorFlows>): {
  show: (subject: TraceSubject) => void
  panel: ReactNode
} {
  const [subject, setSubject] = useState<TraceSubject | null>(null)
  return {
    show: setSubject,
    panel: subject && <TracePanel subject={subject} flows={flows} onClose={() => setSubject(null)} />,
  }
}
