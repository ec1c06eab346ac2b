import { lazy, Suspense, type ReactNode } from 'react'
import styled from 'styled-components'
import {
  Accordion,
  FailureMessage,
  Link,
  LoadingMessage,
  Message,
  Muted,
  Panel,
  ReportTable,
  Row,
  SectionHeading,
  Stack,
  Tooltip,
  type ReportColumn,
} from '../../../components'
import {
  entityDisplayName,
  formatCommitment,
  formatDate,
  formatMoic,
  paths,
  PORTFOLIO_FUNDS_SHOWN,
  type PortfolioFund,
  type PortfolioQuarter,
  type PortfolioSnapshot,
} from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { AsOf, FigureGrid, FigureTile, PortfolioFrame, PortfolioPlaceholder } from './PortfolioFrame'
import { portfolioTexts as texts } from './texts'
import { usePortfolio, type Portfolio } from './usePortfolio'

/** The chart library loads with the chart, after the figures. */
const PortfolioChart = lazy(() => import('../../../components/data/PortfolioChart/PortfolioChart'))

/** A label of up to two lines (the tile's height holds two), cut with an ellipsis beyond. */
const Label = styled.dt`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`

const Figure = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** A ratio's name, which explains itself on hover and keyboard focus. */
const Term = styled.abbr`
  text-decoration: underline dotted;
  cursor: help;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing}px solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset}px;
  }
`

function Tile({ label, children }: { label: ReactNode; children: string }) {
  return (
    <FigureTile>
      <Label>{label}</Label>
      <Figure>{children}</Figure>
    </FigureTile>
  )
}

const RATIOS = ['dpi', 'rvpi', 'tvpi'] as const

/** The five amounts and three ratios of the snapshot, as of its date. */
function Figures({ snapshot }: { snapshot: PortfolioSnapshot }) {
  const { formats } = usePortalSession()
  const amount = (value: number | null) => formatCommitment(value, formats.numberFormat)
  const { total } = snapshot
  return (
    <>
      <AsOf>{texts.asOf(formatDate(snapshot.reportingDate, formats.dateFormat), snapshot.funds.length)}</AsOf>
      <FigureGrid>
        <Tile label={texts.commitment}>{amount(total.commitment)}</Tile>
        <Tile label={texts.remainingCommitment}>{amount(total.remainingCommitments)}</Tile>
        <Tile label={texts.contributed}>{amount(total.totalContributedCapital)}</Tile>
        <Tile label={texts.distributions}>{amount(total.totalDistributions)}</Tile>
        <Tile label={texts.nav}>{amount(total.capitalAccountAtFairValue)}</Tile>
        {RATIOS.map((ratio) => (
          <Tile
            key={ratio}
            label={
              <Tooltip content={texts.ratios[ratio].explanation} placement="top">
                <Term tabIndex={0} title={undefined}>
                  {texts.ratios[ratio].name}
                </Term>
              </Tooltip>
            }
          >
            {formatMoic(total[ratio], formats.numberFormat)}
          </Tile>
        ))}
      </FigureGrid>
      <Muted>{texts.aggregationNote}</Muted>
    </>
  )
}

/**
 * The portfolio snapshot at the top of home: the latest published quarter's figures across the chosen group's funds.
 * The placeholder holds the figures' room, so nothing below moves when they arrive.
 */
function PortfolioSnapshotPanel({ portfolio }: { portfolio: Portfolio }) {
  const body = snapshotBody(portfolio)
  return body === 'loading' ? <PortfolioPlaceholder /> : <PortfolioFrame>{body}</PortfolioFrame>
}

function snapshotBody({ quarters, snapshot }: Portfolio): ReactNode | 'loading' {
  if (quarters.status === 'rejected')
    return <FailureMessage text={quarters.error} onRetry={quarters.reload} />
  if (quarters.status === 'fulfilled' && quarters.data.length === 0) return <Message>{texts.empty}</Message>
  if (snapshot.status === 'rejected')
    return <FailureMessage text={snapshot.error} onRetry={snapshot.reload} />
  if (snapshot.status !== 'fulfilled') return 'loading'
  return snapshot.data ? <Figures snapshot={snapshot.data} /> : <Message>{texts.empty}</Message>
}

/** An account summary of one fund as of the snapshot's date (its filters in the address). */
const accountSummaryOf = (fundId: PortfolioFund['fundId'], reportingDate: string): string =>
  `${paths.accountSummary}?${new URLSearchParams({ funds: String(fundId), date: reportingDate }).toString()}`

/** The largest funds with their figures in USD, each linking to its profile and its account summary. */
function Funds({ snapshot }: { snapshot: PortfolioSnapshot }) {
  const { formats, entitledEntities, permissions } = usePortalSession()
  const nameOf = (fundId: PortfolioFund['fundId']): string => {
    const fund = entitledEntities.find((entity) => String(entity.id) === String(fundId))
    return fund ? entityDisplayName(fund) : String(fundId)
  }
  const shown = snapshot.funds.slice(0, PORTFOLIO_FUNDS_SHOWN)
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
    { key: 'tvpi', header: texts.tvpi, kind: 'number', value: (fund) => fund.tvpi, format: formatMoic },
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
    </Stack>
  )
}

const historyColumns: ReadonlyArray<ReportColumn<PortfolioQuarter>> = [
  { key: 'quarter', header: texts.quarter, value: (q) => q.label },
  { key: 'contributed', header: texts.cumulativeContributions, kind: 'number', value: (q) => q.contributed },
  { key: 'distributed', header: texts.cumulativeDistributions, kind: 'number', value: (q) => q.distributed },
  { key: 'nav', header: texts.nav, kind: 'number', value: (q) => q.nav },
]

const chartLabels = {
  contributed: texts.cumulativeContributions,
  distributed: texts.cumulativeDistributions,
  nav: texts.nav,
}

/**
 * The portfolio by quarter: the chart (a picture) and its table (the accessible alternative, newest first), folded
 * under its heading so twenty quarters do not push the page's end far down.
 */
function History({ quarters }: { quarters: readonly PortfolioQuarter[] }) {
  const { formats } = usePortalSession()
  return (
    <Stack $gap="sm">
      <ChartRoom>
        <Suspense fallback={<LoadingMessage label={texts.loadingChart} />}>
          <PortfolioChart quarters={quarters} numberFormat={formats.numberFormat} labels={chartLabels} />
        </Suspense>
      </ChartRoom>
      <Accordion
        items={[
          {
            id: 'quarters',
            title: texts.showQuarters(quarters.length),
            content: (
              <ReportTable
                caption={texts.historyTable}
                columns={historyColumns}
                groups={[{ id: 'quarters', label: '', rows: [...quarters].reverse() }]}
                rowKey={(q) => q.reportingDate}
                numberFormat={formats.numberFormat}
              />
            ),
          },
        ]}
      />
    </Stack>
  )
}

/** The chart's room, held while the chart library loads. */
const ChartRoom = styled.div`
  min-height: 280px;
`

/**
 * The portfolio's detail, lower on home: its funds (the largest ten, with a link to the rest) and its history by
 * quarter. Each part shows its own loading, failure or empty state.
 */
function PortfolioDetailsPanel({ portfolio }: { portfolio: Portfolio }) {
  const { snapshot, history } = portfolio
  // Without figures there is nothing to detail: the snapshot above says why (its failure, or no figures yet).
  if (snapshot.status === 'idle' || snapshot.status === 'rejected') return null
  if (snapshot.status === 'fulfilled' && !snapshot.data) return null
  return (
    <Panel aria-labelledby="home-portfolio-funds">
      <Stack $gap="md">
        <SectionHeading id="home-portfolio-funds">{texts.fundsHeading}</SectionHeading>
        {snapshot.status === 'fulfilled' && snapshot.data ? (
          <Funds snapshot={snapshot.data} />
        ) : (
          <LoadingMessage label={texts.loading} />
        )}
        <SectionHeading id="home-portfolio-history" as="h3">
          {texts.historyHeading}
        </SectionHeading>
        {history.status === 'rejected' ? (
          <FailureMessage text={history.error} onRetry={history.reload} />
        ) : history.status === 'fulfilled' ? (
          history.data.length > 0 ? (
            <History quarters={history.data} />
          ) : (
            <Muted>{texts.empty}</Muted>
          )
        ) : (
          <ChartRoom>
            <LoadingMessage label={texts.loadingHistory} />
          </ChartRoom>
        )}
      </Stack>
    </Panel>
  )
}

/**
 * Home's portfolio (its own chunk): the snapshot, then `between` (what home shows between them: the video), then
 * the funds and the history, all from one set of loads.
 */
export default function HomePortfolio({ between }: { between: ReactNode }) {
  const portfolio = usePortfolio()
  if (!portfolio) return between
  return (
    <>
      <PortfolioSnapshotPanel portfolio={portfolio} />
      {between}
      <PortfolioDetailsPanel portfolio={portfolio} />
    </>
  )
}
