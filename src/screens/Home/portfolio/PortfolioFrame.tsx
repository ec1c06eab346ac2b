import type { ReactNode } from 'react'
import styled from 'styled-components'
import { LoadingMessage, Muted, Panel, SectionHeading, Stack, theme } from '../../../components'
import { portfolioTexts as texts } from './texts'

/**
 * The portfolio snapshot's frame, in home's own chunk: the loaded snapshot (its own chunk) and its placeholder share
 * it, so the placeholder holds exactly the room the figures take and nothing below moves when they arrive.
 */

/** Nine figures (five amounts, three ratios, your net IRR) in tiles of one height: the grid's height depends only on its width. */
export const FigureGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${theme.space.sm};
  margin: 0;
`

/** A figure's tile: the query container its figure's type fits (figureFit), so no tile cuts off a digit. */
export const FigureTile = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space.xxs};
  height: 104px;
  min-width: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: ${theme.sizes.border}px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
`

/** One line of small print under the heading; the placeholder keeps a line for it. */
export const AsOf = styled(Muted)`
  min-height: 1.5em;
`

export const FIGURE_COUNT = 9

/** The snapshot's panel: its heading, then the body (the figures, or the placeholder, failure or empty text). */
export function PortfolioFrame({ children }: { children: ReactNode }) {
  return (
    <Panel aria-labelledby="home-portfolio">
      <Stack $gap="sm">
        <SectionHeading id="home-portfolio">{texts.heading}</SectionHeading>
        {children}
      </Stack>
    </Panel>
  )
}

/** While the snapshot's chunk and calls load: the figures' room, with the loading message over it. */
export function PortfolioPlaceholder() {
  return (
    <PortfolioFrame>
      <AsOf aria-hidden="true" />
      <Placeholder aria-busy="true">
        <FigureGrid aria-hidden="true" as="div">
          {Array.from({ length: FIGURE_COUNT }, (_, index) => (
            <FigureTile key={index} />
          ))}
        </FigureGrid>
        <Centered>
          <LoadingMessage label={texts.loading} />
        </Centered>
      </Placeholder>
      <Muted>{texts.aggregationNote}</Muted>
    </PortfolioFrame>
  )
}

const Placeholder = styled.div`
  position: relative;
`

const Centered = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`
