import '../src/components/theme/fonts'
import type { Decorator, Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { MemoryRouter } from 'react-router-dom'
import { handlers } from '../mocks/handlers'
import { resetMockState } from '../mocks/state'
import {
  configureApi,
  DEEP_LINK_STORAGE_KEY,
  forgetSignInNavigation,
  SESSION_FLAG_STORAGE_KEY,
} from '../src/api'
import { DEMO_PASSWORD_CHANGE_PATH } from '../src/app/embeddedProvider'
import { defaultRuntimeConfig } from '../src/app/config'
import { GlobalStyle, preloadPopups } from '../src/components'
import { inAppNavigation, withLinkNavigation } from './linkNavigation'
import { acceptReportingTerms, freshPortalState, startStorySession, withPortalState } from './portalState'
import {
  applyReviewerCorpus,
  applyReviewerFault,
  applyReviewerPreferences,
  reviewerChoice,
  reviewerGlobalTypes,
  reviewerInitialGlobals,
  reviewerSession,
  reviewerViewports,
} from './reviewerGlobals'
import { personas } from '../mocks/personas'
import { startImpersonation } from '../src/app/state/impersonation'
import { syncRequestContext } from '../src/app/state/requestContext'

/** Stories reach the embedded provider under this base, as the dev portal does. */
const storyApiBase = '/mock-api'
configureApi({
  baseUrl: storyApiBase,
  // The embedded provider also plays the identity provider, as in the dev portal.
  passwordChange: {
    ...defaultRuntimeConfig.passwordChange,
    url: `${window.location.origin}${storyApiBase}${DEMO_PASSWORD_CHANGE_PATH}`,
  },
  // Sign-in, sign-out and 300 answers are page navigations; in a story they are recorded instead.
  navigate: (url) => void window.__navigations?.push(url),
})

/** Any request under the provider's base, or to another origin, that no handler answers fails the story. */
function isProviderCall(request: Request): boolean {
  const url = new URL(request.url)
  return url.origin !== window.location.origin || url.pathname.startsWith(`${storyApiBase}/`)
}

const withTheme: Decorator = (Story) => (
  <>
    <GlobalStyle />
    <Story />
  </>
)

const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[parameters.route ?? '/']}>
    <Story />
  </MemoryRouter>
)

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      window.__unhandledProviderCalls = []
      const worker = setupWorker(...handlers)
      await worker.start({
        quiet: true,
        onUnhandledRequest(request, print) {
          if (!isProviderCall(request)) return
          window.__unhandledProviderCalls?.push(`${request.method} ${request.url}`)
          print.error()
        },
      })
      return worker
    }),
    // Menus and lists load their code on first open in the portal; a story's play opens them at once.
    async () => {
      await preloadPopups()
    },
  ],
  globalTypes: reviewerGlobalTypes,
  initialGlobals: reviewerInitialGlobals,
  // Runs before every render of a story, a reviewer's new choice in the toolbar included.
  async beforeEach({ parameters, globals }) {
    window.__unhandledProviderCalls = []
    window.__navigations = []
    forgetSignInNavigation()
    inAppNavigation.mockClear()
    window.localStorage.removeItem(SESSION_FLAG_STORAGE_KEY)
    window.sessionStorage.removeItem(DEEP_LINK_STORAGE_KEY)
    const choice = reviewerChoice(globals)
    const { signedIn, actingAs } = reviewerSession(choice, parameters)
    resetMockState(signedIn)
    for (const persona of [signedIn, actingAs]) if (persona) applyReviewerPreferences(choice, persona)
    applyReviewerCorpus(choice)
    const portal = freshPortalState()
    // The client's request context (whose data, acting as whom, which account group) starts signed out, as on a
    // fresh page: a story's calls never carry the user, impersonation or group of the story before it.
    syncRequestContext(portal)
    if (parameters.session === 'started') await startStorySession(portal)
    if (parameters.reportingTerms === 'accepted') acceptReportingTerms(portal)
    if (actingAs && (await startImpersonation(portal, personas[actingAs].email))) syncRequestContext(portal)
    // After the session has started, so the chosen call fails where the screen makes it (a journey, which starts
    // its own session, meets it at start-up too).
    applyReviewerFault(choice)
  },
  decorators: [withPortalState, withLinkNavigation, withRouter, withTheme],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: reviewerViewports },
    // Reviewers land on their guide first.
    options: {
      storySort: { order: ['Reviewers', ['Introduction', 'Toolbar'], 'App', 'Screens', 'Components'] },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
