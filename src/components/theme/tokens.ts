import { GRID_ROW_HEIGHT } from '../../domain/constants'

/**
 * Design tokens of the portal. Components take every colour, size and dimension from here,
 * never from inline numbers. Text colours are chosen for WCAG 2.1 AA contrast on `surface` and `canvas`.
 */
export const colors = {
  ink: '#16202e',
  inkMuted: '#4d5a6b',
  inkInverse: '#ffffff',
  canvas: '#f3f5f8',
  surface: '#ffffff',
  surfaceRaised: '#fafbfc',
  border: '#c5ceda',
  borderStrong: '#8a97a8',
  /** Borders of form controls: 3:1 against surface and canvas (WCAG 1.4.11). */
  control: '#7d8a9c',
  brand: '#0a2f5c',
  brandStrong: '#061f3d',
  action: '#0b57b3',
  actionHover: '#084389',
  actionSubtle: '#e6effa',
  focus: '#0b57b3',
  highlightPending: '#fff6d6',
  success: '#1c6b3c',
  successSubtle: '#e5f3ea',
  warning: '#9a3412',
  warningSubtle: '#fdeee6',
  danger: '#b42318',
  disabled: '#6b7686',
  disabledSurface: '#e8ecf1',
  banner: '#5b2a86',
  /** Dimmed page behind a dialog. */
  backdrop: 'rgba(22, 32, 46, 0.55)',
  /** Tooltip surface (ink) and the row hover tint. */
  tooltip: '#16202e',
  rowHover: '#f5f8fc',
  /** Text on the brand surfaces (header, footer) that is quieter than inkInverse (AA on brand). */
  inkInverseMuted: '#c9d6e8',
} as const

export const typography = {
  family: "'Inter', 'Helvetica Neue', Arial, sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  letterSpacing: { caps: '0.04em' },
  weight: { regular: 400, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const

export const radii = { sm: '4px', md: '8px', pill: '999px' } as const

export const shadows = {
  raised: '0 1px 3px rgba(22, 32, 46, 0.12), 0 1px 2px rgba(22, 32, 46, 0.08)',
  overlay: '0 12px 32px rgba(22, 32, 46, 0.24)',
} as const

/** Fixed dimensions of the specification (§2.3, §9), in pixels. */
export const dimensions = {
  containerMaxWidth: 1706,
  headerOffsetExpanded: 172,
  headerOffsetPinned: 59,
  impersonationBannerHeight: 42,
  dialogWidth: 785,
  dialogWidthWide: 1005,
  /** A side panel's width ('How this is calculated'): a flows table of five columns beside the page. */
  sidePanelWidth: 760,
  investorGroupDropdownWidth: 240,
  fundsDropdownWidth: 440,
  gridRowHeight: GRID_ROW_HEIGHT,
} as const

/**
 * Sizes of controls and pieces of the layout, in pixels. Components read every size from here (or from
 * `dimensions` for the spec's own figures) rather than writing numbers inline.
 */
export const sizes = {
  iconSm: 16,
  iconMd: 20,
  iconLg: 24,
  control: 40,
  controlSm: 32,
  checkbox: 18,
  /** The smallest pointer target (WCAG 2.2 target size, 24 px): small controls grow to it or keep clear of it. */
  targetMin: 24,
  toggleWidth: 40,
  toggleHeight: 22,
  toggleKnob: 18,
  /** One option of a dropdown list; the investor-group dropdown shows 8 of them. */
  option: 40,
  listMaxHeight: 320,
  /** The top bar of the header is the pinned part: its height is the pinned offset of the spec. */
  headerBar: dimensions.headerOffsetPinned,
  navTabs: 52,
  drawerWidth: 280,
  drawerCollapsed: 48,
  tooltipMaxWidth: 320,
  notificationWidth: 380,
  chipMaxWidth: 220,
  menuMinWidth: 200,
  fieldMaxWidth: 480,
  textAreaRows: 4,
  /** Default height of the DataGrid's scroller. */
  gridHeight: 580,
  gridCheckboxColumn: 48,
  gridIconColumn: 44,
  reportFrameHeight: 720,
  videoAspect: 16 / 9,
  tileMinWidth: 220,
  unreadDot: 8,
  spinner: 48,
  spinnerSm: 20,
  dayCell: 40,
  /** A day of the events calendar's month grid: its number and two event titles. */
  calendarDay: 112,
  logo: 32,
  border: 1,
  focusRing: 3,
  focusOffset: 2,
  indicator: 3,
  gap: 8,
} as const

export const zIndex = {
  header: 100,
  dropdown: 200,
  /** Popups (menus, listboxes, date pickers) open above dialogs, since a dialog's fields open them. */
  popover: 450,
  drawer: 300,
  dialog: 400,
  notification: 500,
  tooltip: 600,
} as const

export const motion = { fast: '120ms', normal: '200ms' } as const

/**
 * Widths (px) below which a layout changes: under `narrow` a month grid has no room for titles; under
 * `compactTabs` the navigation tabs (771 px in a row) narrow their padding (659 px); under `navigation` they become
 * a menu button.
 */
export const breakpoints = { narrow: 640, navigation: 720, compactTabs: 800 } as const

/** A media query for screens narrower than a breakpoint. */
export const below = (width: number): string => `@media (max-width: ${width - 0.02}px)`

export const theme = {
  colors,
  typography,
  space,
  radii,
  shadows,
  dimensions,
  sizes,
  zIndex,
  motion,
  breakpoints,
} as const

export type Theme = typeof theme
