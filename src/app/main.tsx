import '../components/theme/fonts'
import { createRoot } from 'react-dom/client'
import { configureApi, type RequestContext } from '../api'
import { rendersWithoutLayout } from '../domain'
import { App } from './App'
import { buildContents } from './buildContents'
import { loadRuntimeConfig } from './config'
import { ConfigurationErrorPage } from './ConfigurationErrorPage'
import { preloadPortalChrome } from './layout/PortalLayout'
import { chooseProvider } from './providerChoice'
import { opensBehindTerms, screenCodeAt } from './routes/routeElements'
import { unregisterForeignServiceWorkers } from './serviceWorkers'
import { createPortalState } from './state/portalStore'
import { startEarly } from './state/startup'
import { preloadTermsDialog } from './terms/TermsDialog'
import { installDefaultTrustedTypesPolicy } from '../components/utils/trustedTypes'

// A page the browser restores from its back/forward cache (Back after signing out) is the session as it was left:
// it is loaded anew, so that the provider is asked again who is signed in.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload()
})

async function start() {
  installDefaultTrustedTypesPolicy()
  // The configuration is asked for first: the start-up's calls wait for it, the code below does not.
  const configLoaded = loadRuntimeConfig()
  if (!rendersWithoutLayout(window.location.pathname)) preloadPortalChrome()
  void screenCodeAt(window.location.pathname)
  if (opensBehindTerms(window.location.pathname)) preloadTermsDialog()
  // Only builds that carry the demo have its wiring (the deployment artifact drops this import); the provider
  // itself (MSW, personas, the seeded book) loads only when it is chosen.
  const demoWiring = __DEMO_PROVIDER__ ? import('./embeddedProvider') : Promise.resolve(null)
  const [config, demo] = await Promise.all([
    configLoaded,
    demoWiring.then(async (demo) => {
      await unregisterForeignServiceWorkers(demo ? demo.EMBEDDED_WORKER_SCRIPT : null).catch(
        (error: unknown) => console.error(error),
      )
      return demo
    }),
  ])
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  // The decision "embedded provider, a real one, or none" is made here once, from runtime configuration.
  const choice = chooseProvider(config, buildContents)
  if (choice.kind === 'misconfigured') {
    console.error(`The portal's configuration is invalid: ${choice.reason}. Check /config.json.`)
    createRoot(container).render(<ConfigurationErrorPage />)
    return
  }
  const embedded = demo && choice.kind === 'demo' ? demo : null
  const provider: Partial<RequestContext> = embedded
    ? await embedded.startEmbeddedProvider()
    : { baseUrl: choice.kind === 'provider' ? choice.baseUrl : '' }
  // The embedded demo provider also plays the identity provider; a real provider's is configured or absent.
  const passwordChangeUrl =
    config.passwordChange.url || (embedded ? `${provider.baseUrl}${embedded.DEMO_PASSWORD_CHANGE_PATH}` : '')
  configureApi({
    ...provider,
    ...config.calls,
    reportHosts: config.reportHosts,
    passwordChange: passwordChangeUrl ? { ...config.passwordChange, url: passwordChangeUrl } : null,
  })
  if (!rendersWithoutLayout(window.location.pathname)) startEarly()
  createRoot(container).render(
    <App portal={createPortalState({ config, demoProvider: embedded !== null })} />,
  )
}

void start()
