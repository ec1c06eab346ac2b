import { css } from 'styled-components'
import { bareButton, focusRing, px } from '../theme/mixins'
import { theme } from '../theme/tokens'

// Style mixins of the parts the first load does not draw (menus, switches, date fields, tiles). The first load's
// own are in ../theme/mixins.ts: a mixin there is in every page's first load, used or not.

/** A small label in muted bold capitals: a tile's label, a menu's group heading. */
export const capsLabel = css`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.bold};
  letter-spacing: ${theme.typography.letterSpacing.caps};
  text-transform: uppercase;
`

/** A small control of no chrome (a menu's trigger, a switch): its parts in a row, greyed when disabled. */
export const compactControl = ({ gap, padding }: { gap: string; padding: string }) => css`
  display: inline-flex;
  align-items: center;
  gap: ${gap};
  min-height: ${px(theme.sizes.controlSm)};
  padding: 0 ${padding};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
  ${bareButton}

  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.disabled};
  }
`

/** react-day-picker's day and month buttons take the focus ring (the month grid; the date fields round it). */
export const dayPickerFocusRing = (radius?: string) => css`
  .rdp-day_button,
  .rdp-button_previous,
  .rdp-button_next {
    ${focusRing}
    ${
      radius &&
      css`
        &:focus-visible {
          border-radius: ${radius};
        }
      `
    }
  }
`

/** A page's only card, centred on the canvas (the demo sign-in, the error screen); the page sets its width. */
export const standaloneCard = css`
  margin: ${theme.space.xxl} auto;
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
`

/** A layer over the whole of its positioned ancestor, its content centred; the layer sets its position and fill. */
export const centredCover = css`
  inset: 0;
  display: grid;
  place-items: center;
`
