import { ThemeProvider } from 'styled-components'
import { ErrorScreen, GlobalStyle, theme } from '../components'
import { configurationErrorTexts } from '../domain'

/** What the portal shows, alone, when its configuration names no usable provider: no routes, no sign-in. */
export function ConfigurationErrorPage() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <main>
        <ErrorScreen texts={configurationErrorTexts} />
      </main>
    </ThemeProvider>
  )
}
