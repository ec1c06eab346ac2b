import { Routes } from 'react-router-dom'
import { useScreenRoutes } from '../../src/app/routes/PortalRoutes'
import { lazyResolver, loadedResolver, type ScreenResolver } from '../../src/app/routes/routeElements'

let resolver: ScreenResolver | null = null

/** Loads every screen of the route table before the story renders, so no screen suspends under a play function. */
export const loadScreens = async (): Promise<Record<string, never>> => {
  resolver ??= await loadedResolver()
  return {}
}

/** The screens' routes from the portal's route table (with their gates), so links between screens work. */
export function ScreenRoutes() {
  return <Routes>{useScreenRoutes(resolver ?? lazyResolver)}</Routes>
}
