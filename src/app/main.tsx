import '../components/theme/fonts'
import { createRoot } from 'react-dom/client'
import { configureApi } from '../api'
import { App } from './App'
import { loadRuntimeConfig } from './config'
import { DEMO_PASSWORD_CHANGE_PATH, startEmbeddedProvider } from './embeddedProvider'
import { unregisterForeignServiceWorkers } from './serviceWorkers'
import { createPortalState } from './state/portal'

async function start() {
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    unregisterForeignServiceWorkers().catch((error: unknown) => console.error(error)),
  ])
  // The decision "embedded provider or a real one" is made here once, from runtime configuration.
  const embedded = !config.apiBaseUrl
  const provider = embedded ? await startEmbeddedProvider() : { baseUrl: config.apiBaseUrl }
  // The embedded demo provider also plays the identity provider; a real provider's is configured or absent.
  const passwordChangeUrl =
    config.passwordChange.url || (embedded ? `${provider.baseUrl}/${DEMO_PASSWORD_CHANGE_PATH}` : '')
  configureApi({
    ...provider,
    passwordChange: passwordChangeUrl ? { ...config.passwordChange, url: passwordChangeUrl } : null,
  })
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  createRoot(container).render(<App portal={createPortalState({ config })} />)
}

void start()
