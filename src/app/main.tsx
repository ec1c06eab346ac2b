import '../components/theme/fonts'
import { createRoot } from 'react-dom/client'
import { configureApi } from '../api'
import { App } from './App'
import { loadRuntimeConfig } from './config'

/** Where the embedded provider answers when no API is configured. */
const embeddedApiBase = '/mock-api'

async function start() {
  const config = await loadRuntimeConfig()
  if (!config.apiBaseUrl) {
    const { startEmbeddedProvider } = await import('../../mocks/browser')
    await startEmbeddedProvider()
  }
  configureApi({ baseUrl: config.apiBaseUrl || `${window.location.origin}${embeddedApiBase}` })
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  createRoot(container).render(<App />)
}

void start()
