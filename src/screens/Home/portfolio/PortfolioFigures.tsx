import { useMemo, type ReactNode } from 'react'
import styled from 'styled-components'
import {
  FailureMessage,
  figureAttributes,
  fittedFigure,
  Message,
  Muted,
  theme,
  Tooltip,
} from '../../../components'
import {
  figureTraceTexts as traceTexts,
  formatCommitment,
  formatDate,
  formatIrr,
  formatMoic,
  type PortfolioSnapshot,
} from '../../../domain'
import { ResourcesView } from '../../kit'
import { FigureButton, useTracedFigures } from '../../figureTrace'
import { fundNameOf, portfolioSubject } from './portfolioTrace'
import { usePortalSession } from '../../portalSession'
import { AsOf, FigureGrid, FigureTile, PortfolioFrame, PortfolioPlaceholder } from './PortfolioFrame'
import { portfolioTexts as texts } from './texts'
import type { Portfolio } from './resources'

/** A label of up to two lines (the tile's height holds two), cut with an ellipsis beyond. */
const Label = styled.dt`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
  line-height: ${theme.typography.lineHeight.tight};
`

/** A figure, whole on one line: its type scaled down where the tile (the query container) is narrower. */
const Figure = styled.dd.attrs<{ $figure: string }>(figureAttributes(theme.typography.weight.semibold))`
  margin: 0;
  ${fittedFigure(theme.typography.size.xl)}
  font-weight: ${theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
`

/** A ratio's name, which explains itself on hover and keyboard focus. */
const Term = styled.abbr`
  text-decoration: underline dotted;
  cursor: help;
  border-radius: ${theme.radii.sm};

  &:focus-visible {
    outline: ${theme.sizes.focusRing}px solid ${theme.colors.focus};
    outline-offset: ${theme.sizes.focusOffset}px;
  }
`

function Tile({ label, figure, children }: { label: ReactNode; figure: string; children?: ReactNode }) {
  return (
    <FigureTile>
      <Label>{label}</Label>
      <Figure $figure={figure}>{children ?? figure}</Figure>
    </FigureTile>
  )
}

const RATIOS = ['dpi', 'rvpi', 'tvpi'] as const

/**
 * The five amounts and three ratios of the snapshot, as of its date, and 'Your net IRR' from the investor's cash
 * flows; each ratio and the IRR opens 'How this is calculated'.
 */
function Figures({ snapshot, flows }: { snapshot: PortfolioSnapshot; flows: Portfolio['flows'] }) {
  const { formats, entitledEntities } = usePortalSession()
  const amount = (value: number | null) => formatCommitment(value, formats.numberFormat)
  const { total } = snapshot
  const subject = useMemo(
    () => portfolioSubject(snapshot, fundNameOf(entitledEntities)),
    [snapshot, entitledEntities],
  )
  const traced = useTracedFigures(
    flows,
    useMemo(() => [subject], [subject]),
  )
  const irrText = traced.working
    ? traceTexts.loadingFigure
    : formatIrr(traced.traceOf(subject)?.irr, formats.numberFormat)
  const traceButton = (name: string, value: string) => (
    <FigureButton
      label={traceTexts.openTrace(name, value, traceTexts.portfolioScope)}
      onOpen={() => traced.show(subject)}
      busy={traced.working}
    >
      {value}
    </FigureButton>
  )
  return (
    <>
      <AsOf>{texts.asOf(formatDate(snapshot.reportingDate, formats.dateFormat), snapshot.funds.length)}</AsOf>
      <FigureGrid>
        <Tile label={texts.commitment} figure={amount(total.commitment)} />
        <Tile label={texts.remainingCommitment} figure={amount(total.remainingCommitments)} />
        <Tile label={texts.contributed} figure={amount(total.totalContributedCapital)} />
        <Tile label={texts.distributions} figure={amount(total.totalDistributions)} />
        <Tile label={texts.nav} figure={amount(total.capitalAccountAtFairValue)} />
        {RATIOS.map((ratio) => {
          const value = formatMoic(total[ratio], formats.numberFormat)
          return (
            <Tile
              key={ratio}
              figure={value}
              label={
                <Tooltip content={texts.ratios[ratio].explanation} placement="top">
                  <Term tabIndex={0}>{texts.ratios[ratio].name}</Term>
                </Tooltip>
              }
            >
              {traceButton(texts.ratios[ratio].name, value)}
            </Tile>
          )
        })}
        <Tile label={traceTexts.yourNetIrr} figure={irrText}>
          {traceButton(traceTexts.yourNetIrr, irrText)}
        </Tile>
      </FigureGrid>
      {flows.status === 'rejected' && <FailureMessage text={flows.error} onRetry={flows.reload} />}
      <Muted>{texts.aggregationNote}</Muted>
      {traced.panel}
    </>
  )
}

/**
 * The portfolio snapshot at the top of home: the latest published quarter's figures across the chosen group's funds.
 * The placeholder holds the figures' room, so nothing below moves when they arrive.
 */
export function PortfolioSnapshotPanel({ portfolio }: { portfolio: Portfolio }) {
  return (
    <ResourcesView
      resources={[portfolio.quarters, portfolio.snapshot]}
      loadingLabel={texts.loading}
      placeholder={<PortfolioPlaceholder />}
      frame={(body) => <PortfolioFrame>{body}</PortfolioFrame>}
      isEmpty={([, snapshot]) => snapshot === null}
      empty={<Message>{texts.empty}</Message>}
    >
      {([, snapshot]) => snapshot && <Figures snapshot={snapshot} flows={portfolio.flows} />}
    </ResourcesView>
  )
}
