import styled, { css } from 'styled-components'
import { theme } from '../theme/tokens'

type Space = keyof typeof theme.space

/**
 * Columns that fit the width: as many as have room for `$min` each, sharing what is left; one column on a
 * phone (the minimum never exceeds the width, so nothing scrolls sideways). `$fill` keeps empty tracks (cards
 * stay their width when there are few), otherwise the columns stretch to the row. As a list (`as="ul"`) it
 * drops the list's own margins and bullets.
 */
export const Grid = styled.div<{ $min: string; $gap?: Space; $fill?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $fill }) => ($fill ? 'auto-fill' : 'auto-fit')},
    minmax(min(100%, ${({ $min }) => $min}), 1fr)
  );
  gap: ${({ $gap = 'md' }) => theme.space[$gap]};
  min-width: 0;
  ${({ as }) =>
    as === 'ul' || as === 'ol'
      ? css`
          margin: 0;
          padding: 0;
          list-style: none;
        `
      : ''}
`
