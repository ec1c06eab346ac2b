export { theme, dimensions, colors, sizes, type Theme } from './tokens'
export { GlobalStyle } from './GlobalStyle'
export { visuallyHidden, focusRing, px, VisuallyHidden } from './mixins'
