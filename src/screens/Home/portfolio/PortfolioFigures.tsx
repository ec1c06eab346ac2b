import type { ReactNode } from 'react'
import styled from 'styled-components'
import { figureAttributes, fittedFigure, Message, Muted, theme, Tooltip } from '../../../components'
import { formatCommitment, formatDate, formatMoic, type PortfolioSnapshot } from '../../../domain'
import { ResourcesView } from '../../kit'
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
const Figure = styled.dd.attrs(figureAttributes(theme.typography.weight.semibold))`
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
                <Term tabIndex={0}>{texts.ratios[ratio].name}</Term>
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
      {([, snapshot]) => snapshot && <Figures snapshot={snapshot} />}
    </ResourcesView>
  )
}
