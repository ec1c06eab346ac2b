import '../components/theme/fonts'
import { createRoot } from 'react-dom/client'
import { configureApi } from '../api'
import { App } from './App'
import { loadRuntimeConfig } from './config'
import { startEmbeddedProvider } from './embeddedProvider'
import { unregisterForeignServiceWorkers } from './serviceWorkers'
import { createPortalState } from './state/portal'

async function start() {
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    unregisterForeignServiceWorkers().catch((error: unknown) => console.error(error)),
  ])
  // The decision "embedded provider or a real one" is made here once, from runtime configuration.
  configureApi({
    changePasswordUrl: config.links.identityProvider,
    ...(config.apiBaseUrl ? { baseUrl: config.apiBaseUrl } : await startEmbeddedProvider()),
  })
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  createRoot(container).render(<App portal={createPortalState({ config })} />)
}

void start()
