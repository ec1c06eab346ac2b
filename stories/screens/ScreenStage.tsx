import type { Decorator } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { currentPortalState } from '../../.storybook/portalState'
import { dismissNotification } from '../../src/app/state/notifications'
import { syncRequestContext, useRequestContextSync } from '../../src/app/state/requestContext'
import { TermsDialog } from '../../src/app/terms/TermsDialog'
import { mockState } from '../../mocks/state'
import { configureApi, requestContext } from '../../src/api'
import { NotificationStack, theme } from '../../src/components'

const Main = styled.main`
  max-width: ${theme.dimensions.containerMaxWidth}px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${theme.space.lg};
  box-sizing: border-box;
`

/**
 * A screen as the portal's layout hosts it: the page container, the terms dialog and the notifications of the
 * story's session (kept open, so a warning stays in the screenshot), with the client's request context in step
 * with the session. The screens' unit tests have their own counterpart, testSession (src/screens/testing: the same
 * session and provider answers under msw/node in jsdom, no pictures); a story shows the screen in the browser.
 */
export function ScreenStage({ children }: { children: ReactNode }) {
  const portal = currentPortalState()
  useRequestContextSync(portal)
  const { notifications } = useSnapshot(portal)
  return (
    <>
      <Main id="main-content">{children}</Main>
      <TermsDialog />
      <NotificationStack
        notifications={[...notifications].reverse()}
        onDismiss={(id) => dismissNotification(portal, id)}
        autoCloseMs={null}
      />
    </>
  )
}

export const withScreenStage: Decorator = (Story) => (
  <ScreenStage>
    <Story />
  </ScreenStage>
)

/**
 * Before the screen renders (and fetches): the client sends the session's entitledUserId and group, as the
 * portal's own sync does once mounted, and today is the day the mock book is as of (time ranges, file names),
 * so the story does not move with the clock. Restored when the story is left.
 */
export function syncStoryRequestContext(): () => void {
  const { now } = requestContext
  syncRequestContext(currentPortalState())
  configureApi({ now: () => new Date(mockState.today) })
  return () => configureApi({ now })
}
