import { createGlobalStyle } from 'styled-components'
import { theme } from './tokens'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.typography.family};
    font-size: ${theme.typography.size.sm};
    line-height: ${theme.typography.lineHeight.normal};
    color: ${theme.colors.ink};
    background: ${theme.colors.canvas};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${theme.colors.action}; }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  /* A page's heading takes the focus after a navigation, for screen readers; it is not a control to mark. */
  h1[tabindex='-1']:focus, main[tabindex='-1']:focus { outline: none; }
  /*
   * Reduced motion: animations end at once and nothing transitions. (A tiny transition-duration instead would make
   * every property transition, since transition-property defaults to all: a popup shown by switching visibility
   * would stay hidden, and unfocusable, for a frame.)
   */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition: none !important; }
  }
`
