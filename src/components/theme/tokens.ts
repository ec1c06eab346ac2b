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
} as const

export const typography = {
  family: "'Inter', 'Helvetica Neue', Arial, sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
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
  investorGroupDropdownWidth: 240,
  fundsDropdownWidth: 440,
  gridRowHeight: 58,
} as const

export const zIndex = {
  header: 100,
  dropdown: 200,
  drawer: 300,
  dialog: 400,
  notification: 500,
  tooltip: 600,
} as const

export const motion = { fast: '120ms', normal: '200ms' } as const

export const theme = { colors, typography, space, radii, shadows, dimensions, zIndex, motion } as const

export type Theme = typeof theme
