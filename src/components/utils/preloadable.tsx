import { lazy, useState, type ComponentType } from 'react'

/** A component whose code loads on demand, and may be asked for before it is first drawn. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>
  /** Starts loading the code (once); resolves when it is in. */
  preload: () => Promise<ComponentType<P>>
}

/**
 * Like React.lazy, but once the code is in, the component draws it directly instead of suspending. React holds
 * a Suspense boundary's content back for up to 300 ms after its fallback shows (its fallback throttling), so a
 * screen whose code was asked for early, while the portal starts, would still appear a third of a second late.
 * Whether a mount draws the loaded code or the lazy one is decided once per mount, so it never remounts.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A chunk that failed to load (a deployment replaced it, the network dropped) is asked for again next time.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Component(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Drawn {...props} />
  }
  return { Component, preload }
}
