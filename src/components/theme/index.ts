export { theme, dimensions, colors, type Theme } from './tokens'
export { GlobalStyle } from './GlobalStyle'
