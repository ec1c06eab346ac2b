import styled from 'styled-components'
import { Spinner } from '../feedback/Spinner'
import { Button } from '../inputs/Button'
import { componentTexts } from '../texts'
import { theme } from '../theme/tokens'

/** Layout containers of pages (no control is styled here: each control is its own component). */
export const Stack = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 'lg' }) => theme.space[$gap]};
  min-width: 0;
`

export const Row = styled.div<{
  $gap?: 'xs' | 'sm' | 'md' | 'lg'
  $justify?: string
  /** How items of different heights line up: centred, on their bottom edge (fields beside a button)
   * or on their text's baseline (a heading beside its note). */
  $align?: 'center' | 'flex-end' | 'baseline'
  $wrap?: boolean
}>`
  display: flex;
  align-items: ${({ $align = 'center' }) => $align};
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ $gap = 'md' }) => theme.space[$gap]};
  min-width: 0;
`

/** A white card on the canvas. */
export const Panel = styled.section`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: ${theme.sizes.border}px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  min-width: 0;
`

/** A page's title (PageLayout's h1; home's welcome, an h2 under the hidden h1). */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.typography.size.xxl};
  font-weight: ${theme.typography.weight.semibold};
  line-height: ${theme.typography.lineHeight.tight};
  color: ${theme.colors.brand};
`

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.semibold};
  line-height: ${theme.typography.lineHeight.tight};
`

/** The heading of one item in a list or a card (a callout, a drawer's group, a video): body size, semibold. */
export const ItemHeading = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
`

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
  line-height: ${theme.typography.lineHeight.normal};
`

export const Strong = styled.span`
  font-weight: ${theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
`

/** A message in place of content (empty, failed). */
export const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl};
  color: ${theme.colors.inkMuted};
  text-align: center;
`

/** Term / definition pairs of fund facts. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  font-size: ${theme.typography.size.sm};

  dt {
    color: ${theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.typography.weight.semibold};
  }
`

/** Loading in place of content: the large spinner, named for what loads. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <Message>
      <Spinner size="lg" label={label} />
    </Message>
  )
}

/** A failure in place of content (the §8 text), announced once, in a card; with `onRetry`, a button to load again. */
export function FailureMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Panel>
      <Message>
        <span role="alert">{text}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {componentTexts.retry}
          </Button>
        )}
      </Message>
    </Panel>
  )
}
