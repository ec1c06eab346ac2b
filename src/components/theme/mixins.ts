import styled, { css } from 'styled-components'

/** A length in pixels from a numeric token. */
export const px = (value: number): string => `${value}px`

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`

/** The visible keyboard focus of every control (the GlobalStyle sets the same for unstyled elements). */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => px(theme.sizes.focusRing)} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => px(theme.sizes.focusOffset)};
  }
`
