import { RoutedApp } from '../../src/app/RoutedApp'
import { currentPortalState } from '../../.storybook/portalState'

/** The whole portal (real routes, start-up and gates) on the story's fresh store, against the mock provider. */
export function JourneyPortal() {
  return <RoutedApp portal={currentPortalState()} />
}
