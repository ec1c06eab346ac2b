import 'react-day-picker/style.css'
import styled from 'styled-components'
import { px } from '../../theme/mixins'

/** react-day-picker's stylesheet, re-coloured and re-sized from the theme through its CSS variables. */
export const CalendarSurface = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.colors.action};
    --rdp-accent-background-color: ${({ theme }) => theme.colors.actionSubtle};
    --rdp-day-height: ${({ theme }) => px(theme.sizes.dayCell)};
    --rdp-day-width: ${({ theme }) => px(theme.sizes.dayCell)};
    --rdp-day_button-height: ${({ theme }) => px(theme.sizes.dayCell - 2 * theme.sizes.border)};
    --rdp-day_button-width: ${({ theme }) => px(theme.sizes.dayCell - 2 * theme.sizes.border)};
    --rdp-day_button-border-radius: ${({ theme }) => theme.radii.sm};
    --rdp-selected-border: ${({ theme }) => px(theme.sizes.border * 2)} solid
      ${({ theme }) => theme.colors.action};
    --rdp-today-color: ${({ theme }) => theme.colors.action};
    --rdp-weekday-opacity: 1;
    --rdp-outside-opacity: 1;
    --rdp-disabled-opacity: 1;
    --rdp-nav-height: ${({ theme }) => px(theme.sizes.control)};
    --rdp-nav_button-height: ${({ theme }) => px(theme.sizes.control)};
    --rdp-nav_button-width: ${({ theme }) => px(theme.sizes.control)};
    --rdp-months-gap: ${({ theme }) => theme.space.lg};
    --rdp-range_middle-background-color: ${({ theme }) => theme.colors.actionSubtle};
    --rdp-range_start-color: ${({ theme }) => theme.colors.inkInverse};
    --rdp-range_end-color: ${({ theme }) => theme.colors.inkInverse};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }

  .rdp-month_caption {
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  .rdp-weekday {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }

  .rdp-selected {
    font-size: inherit;
  }

  .rdp-range_middle {
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }

  .rdp-today:not(.rdp-outside) {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.colors.disabled};
    text-decoration: line-through;
  }

  .rdp-day_button:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled),
  .rdp-button_previous:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.rowHover};
  }

  .rdp-day_button:focus-visible,
  .rdp-button_next:focus-visible,
  .rdp-button_previous:focus-visible {
    outline: ${({ theme }) => px(theme.sizes.focusRing)} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => px(theme.sizes.focusOffset)};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
