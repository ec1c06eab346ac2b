import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export interface WaterfallTier {
  title: string
  /** What the tier pays, in words. */
  text: string
  /** Investors' (LP) share of the tier in percent; the manager (GP) has the rest. Null when not known. */
  lpShare: number | null
}

export interface WaterfallDiagramProps {
  /** Names the diagram. */
  label: string
  tiers: readonly WaterfallTier[]
  lpLabel: string
  gpLabel: string
  /** Formats a share for display (the user's number format). */
  formatShare: (percent: number) => string
}

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${theme.space.md};
  counter-reset: tier;
`

const Step = styled.li`
  counter-increment: tier;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;
`

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};

  &::before {
    content: counter(tier) '. ';
    color: ${theme.colors.inkMuted};
  }
`

const Text = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.sm};
  color: ${theme.colors.inkMuted};
`

const Bar = styled.div`
  margin-top: auto;
  display: flex;
  height: ${theme.space.md};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  background: ${theme.colors.disabledSurface};
`

const Share = styled.div<{ $gp: boolean }>`
  background: ${({ $gp }) => ($gp ? theme.colors.brand : theme.colors.action)};
`

const Legend = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
`

/**
 * A distribution waterfall: its tiers in payment order, each with what it pays and a bar of how it is split
 * between investors (LP) and the manager (GP). The split is also written out, so the bar is decoration.
 */
export function WaterfallDiagram({ label, tiers, lpLabel, gpLabel, formatShare }: WaterfallDiagramProps) {
  return (
    <Steps aria-label={label}>
      {tiers.map((tier) => (
        <Step key={tier.title}>
          <Title>{tier.title}</Title>
          <Text>{tier.text}</Text>
          {tier.lpShare !== null && (
            <>
              <Bar aria-hidden="true">
                <Share $gp={false} style={{ width: `${tier.lpShare}%` }} />
                <Share $gp style={{ width: `${100 - tier.lpShare}%` }} />
              </Bar>
              <Legend>
                <span>
                  {lpLabel} {formatShare(tier.lpShare)}
                </span>
                <span>
                  {gpLabel} {formatShare(100 - tier.lpShare)}
                </span>
              </Legend>
            </>
          )}
        </Step>
      ))}
    </Steps>
  )
}
