import { type ComponentType, type ReactNode } from 'react'
import { preloadable, type Preloadable } from '../../components'
import { AdministrationGate, FundProfileGate, ReportGate } from './gates'
import { matchPortalRoute, portalRoutes, type PortalRoute } from './routeTable'

/** How a host has a route's screen: lazily in the portal; the stories load every screen before they render. */
export type ScreenResolver = <P extends object>(load: () => Promise<ComponentType<P>>) => ComponentType<P>

const lazyScreens = new WeakMap<object, Preloadable<never>>()

const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> => {
  let screen = lazyScreens.get(load) as Preloadable<P> | undefined
  if (!screen) {
    screen = preloadable(load)
    lazyScreens.set(load, screen as unknown as Preloadable<never>)
  }
  return screen
}

export const lazyResolver: ScreenResolver = (load) => lazyScreen(load).Component

/**
 * The code of the screen of the page the portal opens on, asked for at once (main.tsx) so that it loads while the
 * start-up calls are answered. Resolves when it is in, or could not load (its route's error boundary then says so);
 * at once for a path without a screen. Asked for once: later calls share the first.
 */
export function screenCodeAt(pathname: string): Promise<void> {
  const match = matchPortalRoute(pathname)
  if (!match) return Promise.resolve()
  return lazyScreen(match.route.screen)
    .preload()
    .then(
      () => undefined,
      () => undefined,
    )
}

/** The page at pathname asks for terms before it shows (a report's, a fund profile's). */
export function opensBehindTerms(pathname: string): boolean {
  const gate = matchPortalRoute(pathname)?.route.gate
  return gate === 'fundProfile' || (typeof gate === 'object' && gate !== null)
}

/** Every screen, loaded now: for hosts that render without suspending (the stories). */
export async function loadedResolver(): Promise<ScreenResolver> {
  const loaders = portalRoutes.map((route) => route.screen)
  const loaded = new Map<object, ComponentType<never>>(
    await Promise.all(loaders.map(async (load) => [load, (await load()) as ComponentType<never>] as const)),
  )
  return ((load) => loaded.get(load)) as ScreenResolver
}

function gated(route: PortalRoute, page: ReactNode): ReactNode {
  if (!route.gate) return page
  if (route.gate === 'administration') return <AdministrationGate>{page}</AdministrationGate>
  if (route.gate === 'fundProfile') return <FundProfileGate>{page}</FundProfileGate>
  return <ReportGate report={route.gate.report}>{page}</ReportGate>
}

/** The element a route renders: its screen behind its gate. */
export function routeElement(route: PortalRoute, resolver: ScreenResolver = lazyResolver): ReactNode {
  const Screen = resolver(route.screen)
  return gated(route, <Screen />)
}
