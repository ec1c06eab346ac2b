import type { Decorator } from '@storybook/react-vite'
import { useCallback, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { fn } from 'storybook/test'
import { LinkNavigationProvider } from '../src/components'

/**
 * Every in-app link a story follows, in order, for its play function to check (cleared before each story).
 * The portal's journeys follow links through the portal's own provider instead, so they do not show here.
 */
export const inAppNavigation = fn<(href: string) => void>().mockName('inAppNavigation')

function StoryLinkNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate()
  const navigate = useCallback(
    (href: string) => {
      inAppNavigation(href)
      void routerNavigate(href)
    },
    [routerNavigate],
  )
  return <LinkNavigationProvider navigate={navigate}>{children}</LinkNavigationProvider>
}

/** In-app links follow the story's router, as the portal's do, and are recorded. */
export const withLinkNavigation: Decorator = (Story) => (
  <StoryLinkNavigation>
    <Story />
  </StoryLinkNavigation>
)
