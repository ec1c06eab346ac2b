import type { Decorator } from '@storybook/react-vite'
import styled from 'styled-components'
import { theme } from '../../src/components'

/** The padded surface stories render components on (stories only). */
export const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
`

/** A row of controls in a story. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`

/** A form column as wide as a field may be. */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  width: ${theme.sizes.fieldMaxWidth}px;
`

/** Renders the story in a column of this width (412 px: a phone), to show how a component reflows. */
export const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  )
