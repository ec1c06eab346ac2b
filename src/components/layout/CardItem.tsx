import styled from 'styled-components'
import { theme } from '../theme/tokens'

/** A vertical list of cards (CardItem), a small gap between them. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** An item of a list of cards (events, documents, videos): a flat, bordered card, lighter than a Panel. */
export const CardItem = styled.li`
  padding: ${theme.space.md};
  border: ${theme.sizes.border}px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  min-width: 0;
`
