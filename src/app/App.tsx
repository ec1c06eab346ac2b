import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle, theme } from '../components'
import { Portal } from './Portal'
import { SessionProvider } from './state/SessionContext'

export function App() {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <SessionProvider>
          <BrowserRouter>
            <Portal />
          </BrowserRouter>
        </SessionProvider>
      </ThemeProvider>
    </StrictMode>
  )
}
