import { useMemo } from 'react'
import { Link, Muted, ReportTable, Row, Stack, type ReportColumn } from '../../../components'
import {
  figureTraceTexts as traceTexts,
  formatCommitment,
  formatIrr,
  formatMoic,
  paths,
  PORTFOLIO_FUNDS_SHOWN,
  type PortfolioFund,
  type PortfolioSnapshot,
} from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { loadedData } from '../../kit'
import { FigureButton, useTracedFigures } from '../../figureTrace'
import { fundNameOf, fundSubject } from './portfolioTrace'
import type { Portfolio } from './resources'
import { portfolioTexts as texts } from './texts'

/** An account summary of one fund as of the snapshot's date (its filters in the address). */
const accountSummaryOf = (fundId: PortfolioFund['fundId'], reportingDate: string): string =>
  `${paths.accountSummary}?${new URLSearchParams({ funds: String(fundId), date: reportingDate }).toString()}`

/**
 * The largest funds with their figures in USD, 'Your net IRR' and the fund's reported one, each linking to its
 * profile and its account summary; TVPI and the IRRs open 'How this is calculated' (a failure of the flows is said
 * once, above, in the snapshot).
 */
export function PortfolioFunds({
  snapshot,
  flows,
}: {
  snapshot: PortfolioSnapshot
  flows: Portfolio['flows']
}) {
  const { formats, entitledEntities, permissions } = usePortalSession()
  const nameOf = fundNameOf(entitledEntities)
  const shown = useMemo(() => snapshot.funds.slice(0, PORTFOLIO_FUNDS_SHOWN), [snapshot])
  // Each fund's figures traced in its own currency, and its IRR once the flows are in.
  const subjects = useMemo(
    () =>
      new Map(
        shown.map((fund) => [
          fund,
          fundSubject(fund, fundNameOf(entitledEntities)(fund.fundId), snapshot.reportingDate),
        ]),
      ),
    [shown, entitledEntities, snapshot.reportingDate],
  )
  const traced = useTracedFigures(
    flows,
    useMemo(() => [...subjects.values()], [subjects]),
  )
  const loaded = loadedData(flows)
  const pending = traced.working
  const traceable = (name: string) => (fund: PortfolioFund, text: string) => (
    <FigureButton
      label={traceTexts.openTrace(name, text, nameOf(fund.fundId))}
      onOpen={() => traced.show(subjects.get(fund)!)}
      busy={pending}
    >
      {text}
    </FigureButton>
  )
  const links = (fund: PortfolioFund) => [
    ...(permissions.view.funds
      ? [
          {
            href: paths.fundProfile(fund.fundId),
            text: texts.fundProfileShort,
            name: texts.fundProfile(nameOf(fund.fundId)),
          },
        ]
      : []),
    ...(permissions.view.accountSummary
      ? [
          {
            href: accountSummaryOf(fund.fundId, snapshot.reportingDate),
            text: texts.accountSummaryShort,
            name: texts.accountSummary(nameOf(fund.fundId)),
          },
        ]
      : []),
  ]
  const amount = (key: string, header: string, value: (fund: PortfolioFund) => number | null) =>
    ({ key, header, kind: 'number', value, format: formatCommitment }) as const
  const columns: ReportColumn<PortfolioFund>[] = [
    { key: 'fund', header: texts.fund, value: (fund) => nameOf(fund.fundId) },
    amount('commitment', texts.commitment, (fund) => fund.commitment),
    amount('contributed', texts.contributedShort, (fund) => fund.totalContributedCapital),
    amount('distributed', texts.distributed, (fund) => fund.totalDistributions),
    amount('nav', texts.navShort, (fund) => fund.capitalAccountAtFairValue),
    {
      key: 'tvpi',
      header: texts.tvpi,
      kind: 'number',
      value: (fund) => fund.tvpi,
      format: formatMoic,
      render: traceable(texts.tvpi),
    },
    {
      key: 'yourIrr',
      header: traceTexts.yourNetIrr,
      kind: 'number',
      value: (fund) => traced.traceOf(subjects.get(fund)!)?.irr,
      format: (value, numberFormat) => (pending ? traceTexts.loadingFigure : formatIrr(value, numberFormat)),
      render: traceable(traceTexts.yourNetIrr),
    },
    {
      key: 'fundIrr',
      header: traceTexts.fundNetIrr,
      kind: 'number',
      value: (fund) => loaded?.reported.get(String(fund.fundId))?.netIrr,
      format: (value, numberFormat) => (pending ? traceTexts.loadingFigure : formatIrr(value, numberFormat)),
      render: traceable(traceTexts.fundNetIrr),
    },
    ...(permissions.view.funds || permissions.view.accountSummary
      ? [
          {
            key: 'links',
            header: texts.links,
            kind: 'actions',
            text: (fund: PortfolioFund) =>
              links(fund)
                .map((link) => link.text)
                .join(' · '),
            value: (fund: PortfolioFund) => (
              <Row $gap="sm">
                {links(fund).map((link) => (
                  <Link key={link.href} href={link.href} variant="inline" aria-label={link.name}>
                    {link.text}
                  </Link>
                ))}
              </Row>
            ),
          } as const,
        ]
      : []),
  ]
  return (
    <Stack $gap="sm">
      <ReportTable
        caption={texts.fundsCaption}
        columns={columns}
        groups={[{ id: 'funds', label: '', rows: shown }]}
        rowKey={(fund) => String(fund.fundId)}
        numberFormat={formats.numberFormat}
      />
      {snapshot.funds.length > shown.length && (
        <Muted>
          {texts.someFunds(shown.length, snapshot.funds.length)}{' '}
          {permissions.view.accountSummary && (
            <Link href={paths.accountSummary} variant="inline">
              {texts.allFunds}
            </Link>
          )}
        </Muted>
      )}
      {traced.panel}
    </Stack>
  )
}
