export { theme, dimensions, colors, sizes, below, type Theme } from './tokens'
export { GlobalStyle } from './globalStyle'
export { visuallyHidden, focusRing, px, VisuallyHidden } from './mixins'
