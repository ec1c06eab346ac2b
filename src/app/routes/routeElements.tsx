import { lazy, type ComponentType, type ReactNode } from 'react'
import { AdministrationGate, FundProfileGate, ReportGate } from './gates'
import { portalRoutes, type PortalRoute } from './routeTable'

/** How a host has a route's screen: lazily in the portal; the stories load every screen before they render. */
export type ScreenResolver = <P extends object>(load: () => Promise<ComponentType<P>>) => ComponentType<P>

const lazyScreens = new WeakMap<object, ComponentType<never>>()

export const lazyResolver: ScreenResolver = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let component = lazyScreens.get(load) as ComponentType<P> | undefined
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })))
    lazyScreens.set(load, component as ComponentType<never>)
  }
  return component
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
