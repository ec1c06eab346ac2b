import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { capsLabel } from '../../layout/mixins'
import { focusRing, px } from '../../theme/mixins'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { theme } from '../../theme/tokens'
import { figureAttributes, figureContainer, fittedFigure, isFigureText } from '../figureFit'

const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: ${px(theme.sizes.tileMinWidth)};
  padding: ${theme.space.lg};
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.ink};
  text-decoration: none;
`

const Box = styled.section`
  ${tile}
`

const LinkBox = styled.a`
  ${tile}
  ${focusRing}
  &:hover {
    border-color: ${theme.colors.action};
  }
`

const Label = styled.h3`
  margin: 0;
  ${capsLabel}
`

const Value = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.xxl};
  font-weight: ${theme.typography.weight.semibold};
  line-height: ${theme.typography.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`

/**
 * A figure as the value: on one line, its type scaled down where the tile is narrower than the figure (never cut
 * off); where the tile is sized to its content, the figure sizes it as the text itself would.
 */
const FigureValue = styled(Value).attrs<{ $figure: string | number }>(
  figureAttributes(theme.typography.weight.semibold),
)`
  ${figureContainer(theme.typography.size.xxl)}
`

const FigureText = styled.span`
  ${fittedFigure(theme.typography.size.xxl)}
`

const Detail = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

export interface StatTileProps {
  /** What the figure is, e.g. 'Net MOIC'. */
  label: string
  /** The figure, already formatted through src/domain (formatMoic, formatCommitment…). */
  value?: ReactNode
  /** A line under the figure (as-of date, currency). */
  detail?: ReactNode
  /** Shows a spinner instead of the figure. */
  loading?: boolean
  /** Makes the whole tile a link (e.g. the administration landing tiles). */
  href?: string
}

/** One headline figure (or a linked tile) on a card. */
export function StatTile({ label, value, detail, loading = false, href }: StatTileProps) {
  const navigate = useLinkNavigation()
  const content = (
    <>
      <Label>{label}</Label>
      {loading ? (
        <Spinner label={label} />
      ) : isFigureText(value) ? (
        <FigureValue $figure={value}>
          <FigureText>{value}</FigureText>
        </FigureValue>
      ) : (
        value !== undefined && <Value>{value}</Value>
      )}
      {detail && <Detail>{detail}</Detail>}
    </>
  )
  return href ? (
    <LinkBox href={href} onClick={(event) => navigateOnClick(event, href, navigate)}>
      {content}
    </LinkBox>
  ) : (
    <Box aria-busy={loading || undefined}>{content}</Box>
  )
}
