import 'react-day-picker/style.css'
import styled from 'styled-components'
import { dayPickerFocusRing } from '../../layout/mixins'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

/** react-day-picker's stylesheet, re-coloured and re-sized from the theme through its CSS variables. */
export const CalendarSurface = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};

  .rdp-root {
    --rdp-accent-color: ${theme.colors.action};
    --rdp-accent-background-color: ${theme.colors.actionSubtle};
    --rdp-day-height: ${px(theme.sizes.dayCell)};
    --rdp-day-width: ${px(theme.sizes.dayCell)};
    --rdp-day_button-height: ${px(theme.sizes.dayCell - 2 * theme.sizes.border)};
    --rdp-day_button-width: ${px(theme.sizes.dayCell - 2 * theme.sizes.border)};
    --rdp-day_button-border-radius: ${theme.radii.sm};
    --rdp-selected-border: ${px(theme.sizes.border * 2)} solid ${theme.colors.action};
    --rdp-today-color: ${theme.colors.action};
    --rdp-weekday-opacity: 1;
    --rdp-outside-opacity: 1;
    --rdp-disabled-opacity: 1;
    --rdp-nav-height: ${px(theme.sizes.control)};
    --rdp-nav_button-height: ${px(theme.sizes.control)};
    --rdp-nav_button-width: ${px(theme.sizes.control)};
    --rdp-months-gap: ${theme.space.lg};
    --rdp-range_middle-background-color: ${theme.colors.actionSubtle};
    --rdp-range_start-color: ${theme.colors.inkInverse};
    --rdp-range_end-color: ${theme.colors.inkInverse};
    color: ${theme.colors.ink};
    font-size: ${theme.typography.size.sm};
  }

  .rdp-month_caption {
    font-size: ${theme.typography.size.md};
    font-weight: ${theme.typography.weight.semibold};
  }

  .rdp-weekday {
    color: ${theme.colors.inkMuted};
    font-weight: ${theme.typography.weight.semibold};
    font-size: ${theme.typography.size.xs};
  }

  .rdp-selected {
    font-size: inherit;
  }

  .rdp-range_middle {
    font-weight: ${theme.typography.weight.regular};
  }

  .rdp-today:not(.rdp-outside) {
    font-weight: ${theme.typography.weight.bold};
  }

  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${theme.colors.disabled};
    text-decoration: line-through;
  }

  .rdp-day_button:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled),
  .rdp-button_previous:hover:not(:disabled) {
    background: ${theme.colors.rowHover};
  }

  ${dayPickerFocusRing(theme.radii.sm)}
`
