// 'How this is calculated' and 'Figures tie' (issue 63): figures traced to the investor's cash flows, and reports
// that show they tie. Imported by the report pages and home's portfolio chunk, never by home's own code.
export { FigureButton } from './FigureButton'
export { TieList } from './TieList'
export { useTracedFigures, type TracedFigures } from './useTracedFigures'
export { traceFundOf, traceOfSubject, type TraceSubject, type TracedSummaryLine } from './traceSubject'
export { FLOW_CALLS_AT_ONCE, loadInvestorFlows, type FlowFund, type InvestorFlows } from './investorFlows'
export { tieTexts } from './texts'
export { FiguresTie, type FiguresTieState, type TieSection } from './FiguresTie'
