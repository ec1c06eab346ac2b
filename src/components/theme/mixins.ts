import styled, { css } from 'styled-components'
import { theme } from './tokens'

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
    outline: ${px(theme.sizes.focusRing)} solid ${theme.colors.focus};
    outline-offset: ${px(theme.sizes.focusOffset)};
  }
`

/** A focus ring drawn inside the control, for tabs whose bottom edge meets the bar's. */
export const insetFocusRing = css`
  &:focus-visible {
    outline-offset: -${px(theme.sizes.focusRing)};
  }
`

/** The line under a tab: the action colour under the selected tab (or the current page's), none under others. */
export const tabIndicator = css<{ $active?: boolean }>`
  position: relative;

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${px(theme.sizes.indicator)};
    background: ${({ $active }) => ($active ? theme.colors.action : 'transparent')};
  }
`

/**
 * A tab (Tabs, and the links and dropdowns of the navigation bar): bold text on no background with the line
 * under it; the action colour on hover. The tab sets its own size and colour.
 */
export const tab = css<{ $active: boolean }>`
  border: 0;
  background: transparent;
  font-weight: ${theme.typography.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}
  ${tabIndicator}

  &:hover:not(:disabled) {
    color: ${theme.colors.action};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.disabled};
  }
`

/** A button drawn by its content alone: no border or fill of its own, the pointer, the focus ring. */
export const bareButton = css`
  border: 0;
  background: transparent;
  cursor: pointer;
  ${focusRing}
`

/** A box that centres one icon or mark, at its own size in a row (it never shrinks). */
export const centredIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
`

/**
 * A disclosure: a button that shows or hides what follows it (an accordion's row, a fund type's rows). It has no
 * chrome of its own, takes the row tint on hover, and turns its chevron from `closed` to `open` as it expands.
 */
export const disclosureButton = ({ closed, open }: { closed: string; open: string }) => css<{
  $expanded: boolean
}>`
  text-align: left;
  ${bareButton}

  &:hover {
    background: ${theme.colors.rowHover};
  }

  svg {
    flex: none;
    transform: rotate(${({ $expanded }) => ($expanded ? open : closed)});
    transition: transform ${theme.motion.normal};
  }
`
