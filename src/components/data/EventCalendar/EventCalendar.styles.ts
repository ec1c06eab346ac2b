import styled from 'styled-components'
import { Link } from '../../shell/Link'
import { dayPickerFocusRing } from '../../layout/mixins'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

/**
 * The month grid, styled from the theme: react-day-picker's class names, full width, each day a cell tall
 * enough for two event titles. Narrower than a tablet, the titles give way to a dot (the screen lists the
 * chosen day's events below the grid).
 */
export const EventCalendarSurface = styled.div`
  width: 100%;
  min-width: 0;
  container-type: inline-size;

  /* react-day-picker's stylesheet sizes days for a date popup; here they grow with the grid. */
  .rdp-root {
    --rdp-weekday-opacity: 1;
    --rdp-outside-opacity: 1;
    --rdp-today-color: inherit;
    --rdp-selected-border: none;
    position: relative;
    color: ${theme.colors.ink};
    font-size: ${theme.typography.size.sm};
  }

  .rdp-months,
  .rdp-month {
    max-width: none;
    width: 100%;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: ${px(theme.sizes.control)};
    font-size: ${theme.typography.size.lg};
    font-weight: ${theme.typography.weight.semibold};
  }

  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${theme.space.xs};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${px(theme.sizes.control)};
    height: ${px(theme.sizes.control)};
    padding: 0;
    border: ${px(theme.sizes.border)} solid ${theme.colors.control};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    cursor: pointer;
  }

  .rdp-chevron {
    width: ${px(theme.sizes.iconSm)};
    height: ${px(theme.sizes.iconSm)};
    fill: currentColor;
  }

  .rdp-month_grid {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
    margin-top: ${theme.space.sm};
  }

  .rdp-weekday {
    padding: ${theme.space.xs};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.typography.size.xs};
    font-weight: ${theme.typography.weight.semibold};
    text-align: left;
  }

  .rdp-day {
    height: ${px(theme.sizes.calendarDay)};
    padding: ${theme.space.xs};
    border: ${px(theme.sizes.border)} solid ${theme.colors.border};
    background: ${theme.colors.surface};
    vertical-align: top;
    overflow: hidden;
  }

  .rdp-outside {
    background: ${theme.colors.canvas};
  }

  .rdp-outside .rdp-day_button {
    color: ${theme.colors.inkMuted};
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${px(theme.sizes.targetMin + 4)};
    height: ${px(theme.sizes.targetMin + 4)};
    padding: 0 ${theme.space.xs};
    border: ${px(theme.sizes.border * 2)} solid transparent;
    border-radius: ${theme.radii.pill};
    background: none;
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }

  .rdp-today .rdp-day_button {
    background: ${theme.colors.action};
    color: ${theme.colors.inkInverse};
    font-weight: ${theme.typography.weight.bold};
  }

  .rdp-selected {
    background: ${theme.colors.actionSubtle};
    font-size: inherit;
    font-weight: inherit;
  }

  .rdp-selected .rdp-day_button {
    border-color: ${theme.colors.action};
  }

  .rdp-day_button:hover,
  .rdp-button_previous:hover,
  .rdp-button_next:hover {
    background: ${theme.colors.rowHover};
  }

  .rdp-today .rdp-day_button:hover {
    background: ${theme.colors.actionHover};
  }

  ${dayPickerFocusRing()}

  @container (max-width: ${px(theme.breakpoints.narrow)}) {
    .rdp-day {
      height: ${px(theme.sizes.control + 8)};
      padding: ${theme.space.xxs};
      text-align: center;
    }
  }
`

export const EventLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  @container (max-width: ${px(theme.breakpoints.narrow)}) {
    /* A dot says the day has events; the day's list below the grid names them. */
    li {
      display: none;
    }

    &::before {
      content: '';
      display: block;
      width: ${px(theme.sizes.unreadDot)};
      height: ${px(theme.sizes.unreadDot)};
      margin: 0 auto;
      border-radius: ${theme.radii.pill};
      background: ${theme.colors.action};
    }
  }
`

export const EventLink = styled(Link)`
  display: block;
  overflow: hidden;
  font-size: ${theme.typography.size.xs};
  line-height: ${theme.typography.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const MoreEvents = styled.li`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.xs};
`
