import styled from 'styled-components'
import { theme } from '../theme/tokens'

/** An item of a list of cards (events, documents, videos): a flat, bordered card, lighter than a Panel. */
export const CardItem = styled.li`
  padding: ${theme.space.md};
  border: ${theme.sizes.border}px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  min-width: 0;
`
