import { useMemo } from 'react'
import styled from 'styled-components'
import {
  Button,
  Callout,
  Dialog,
  ExcelIcon,
  Muted,
  SectionHeading,
  Stack,
  theme,
  VirtualReportTable,
  type ReportColumn,
} from '../../components'
import {
  figureTraceSheet,
  figureTraceTexts as texts,
  formatDate,
  formatIrr,
  formatMoic,
  formatNumber,
  sanitizeFileName,
  successTexts,
  type FigureTrace,
  type TracedFlow,
} from '../../domain'
import { loadedData, ResourceView, useFileExport, type Resource } from '../kit'
import { usePortalSession } from '../portalSession'
import { TieList } from './TieList'
import type { InvestorFlows } from './investorFlows'
import { traceOfSubject, type TraceSubject } from './traceSubject'

const flowKey = (flow: TracedFlow, index: number) => `${flow.date}-${index}`

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;

  dt {
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.typography.weight.semibold};
  }
`

/**
 * 'How this is calculated' (issue 63): a figure's flows (date in the user's format, type, category, signed
 * amount; the ending value last), then the arithmetic of every ratio and the IRR, the account summary's figures
 * against the flows' sums, and 'Export as Excel' (the same flows with live formulas). A side panel on a wide
 * screen, a dialog on a phone; the focus goes back to the figure when it closes (Dialog).
 */
export function TracePanel({
  subject,
  flows,
  known,
  onClose,
}: {
  subject: TraceSubject
  /** The subject's trace as the page worked it out; undefined where it has not (yet). */
  known?: FigureTrace | null
  /** The investor's flows, which may still be loading (or have failed) when the panel opens. */
  flows: Resource<InvestorFlows>
  onClose: () => void
}) {
  const { formats } = usePortalSession()
  const { numberFormat, dateFormat } = formats
  const loaded = loadedData(flows)
  // The page's own trace of the subject where it has worked it out (the portfolio's reads every flow).
  const trace = useMemo(
    () => (known !== undefined ? known : loaded ? traceOfSubject(subject, loaded) : null),
    [known, subject, loaded],
  )
  const workbook = useFileExport(
    trace &&
      (async (signal) => {
        const { workbookBlob } = await import('../kit/workbook')
        const { sheet } = figureTraceSheet(trace, subject.scope)
        return {
          blob: await workbookBlob([sheet], dateFormat, signal),
          fileName: sanitizeFileName(texts.fileName(subject.scope, subject.reportingDate)),
        }
      }),
    successTexts.fileGeneration,
  )
  const amount = (value: number | null) => formatNumber(value, { decimals: 2, numberFormat })
  const rows = useMemo<TracedFlow[]>(
    () =>
      trace && trace.endingValue !== null
        ? [
            ...trace.flows,
            {
              date: trace.reportingDate,
              fundName: '',
              type: texts.endingValueType,
              category: texts.endingValue,
              amount: trace.endingValue,
            },
          ]
        : (trace?.flows ?? []),
    [trace],
  )
  const groups = useMemo(() => [{ id: 'flows', label: '', rows }], [rows])
  // Once per trace: the table sizes its columns from every row (10,000 flows for a large portfolio), and each
  // day is written once (a portfolio's flows fall on a few hundred days).
  const columns = useMemo((): ReportColumn<TracedFlow>[] => {
    const severalFunds = new Set(trace?.flows.map((flow) => flow.fundName)).size > 1
    const days = new Map<string, string>()
    const dayText = (date: string) => {
      let text = days.get(date)
      if (text === undefined) days.set(date, (text = formatDate(date, dateFormat)))
      return text
    }
    return [
      { key: 'date', header: texts.date, value: (flow) => dayText(flow.date) },
      ...(severalFunds
        ? [{ key: 'fund', header: texts.fund, value: (flow: TracedFlow) => flow.fundName }]
        : []),
      { key: 'type', header: texts.type, value: (flow) => flow.type },
      { key: 'category', header: texts.category, value: (flow) => flow.category },
      { key: 'amount', header: texts.amount, kind: 'number', value: (flow) => flow.amount, decimals: 2 },
    ]
  }, [trace, dateFormat])
  const reported = loaded && subject.reported?.(loaded)
  return (
    <Dialog
      open
      size="side"
      title={texts.title}
      onClose={onClose}
      footer={
        <Button
          icon={<ExcelIcon />}
          loading={workbook.exporting}
          disabled={!trace}
          onClick={() => void workbook.run()}
        >
          {texts.exportExcel}
        </Button>
      }
    >
      <ResourceView resource={flows} loadingLabel={texts.loading}>
        {() => (
          <Stack $gap="md">
            <Muted>
              {texts.scopeHeading(
                subject.scope,
                formatDate(subject.reportingDate, dateFormat),
                trace?.currency ?? (subject.inUSD ? 'USD' : (subject.currency ?? '')),
              )}
            </Muted>
            {!trace ? (
              <Callout tone="warning" role="note">
                <p>{texts.notTraceable}</p>
              </Callout>
            ) : (
              <>
                {rows.length === 0 ? (
                  <Muted>{texts.noFlows}</Muted>
                ) : (
                  <VirtualReportTable
                    label={texts.flowsCaption}
                    columns={columns}
                    groups={groups}
                    rowKey={flowKey}
                    numberFormat={numberFormat}
                  />
                )}
                <SectionHeading as="h3" id="trace-arithmetic">
                  {texts.arithmeticHeading}
                </SectionHeading>
                <Figures aria-labelledby="trace-arithmetic">
                  <dt>{texts.contributions}</dt>
                  <dd>{amount(trace.contributed)}</dd>
                  <dt>{texts.distributions}</dt>
                  <dd>{amount(trace.distributed)}</dd>
                  <dt>{texts.endingValue}</dt>
                  <dd>{amount(trace.endingValue)}</dd>
                  <dt>{texts.dpi}</dt>
                  <dd>{formatMoic(trace.dpi, numberFormat)}</dd>
                  <dt>{texts.rvpi}</dt>
                  <dd>{formatMoic(trace.rvpi, numberFormat)}</dd>
                  <dt>{texts.tvpi}</dt>
                  <dd>{formatMoic(trace.tvpi, numberFormat)}</dd>
                  <dt>{texts.netMoic}</dt>
                  <dd>{formatMoic(trace.netMoic, numberFormat)}</dd>
                  <dt>{texts.irr}</dt>
                  <dd>{formatIrr(trace.irr, numberFormat)}</dd>
                  {reported && (
                    <>
                      <dt>{texts.fundNetIrr}</dt>
                      <dd>{formatIrr(reported.netIrr, numberFormat)}</dd>
                    </>
                  )}
                </Figures>
                {trace.irr === null && <Muted>{texts.noSignChange}</Muted>}
                {reported && (
                  <Muted>
                    {reported.irrAsOfDate
                      ? texts.reportedIrr(formatDate(reported.irrAsOfDate, dateFormat))
                      : texts.reportedIrrUndated}
                  </Muted>
                )}
                <SectionHeading as="h3">{texts.tiesHeading}</SectionHeading>
                <TieList ties={trace.ties} numberFormat={numberFormat} />
              </>
            )}
          </Stack>
        )}
      </ResourceView>
    </Dialog>
  )
}
