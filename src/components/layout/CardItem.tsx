import styled from 'styled-components'

/** An item of a list of cards (events, documents, videos): a flat, bordered card, lighter than a Panel. */
export const CardItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`
