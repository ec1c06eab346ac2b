import { lazy, useState, type ComponentType } from 'react'

/** A component whose code loads on demand, and may be asked for before it is first drawn. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>
  /** Starts loading the code (once); resolves when it is in. */
  preload: () => Promise<ComponentType<P>>
}

/** How to give each component whose code failed to load a fresh lazy: React.lazy keeps a failure for good. */
const failedToLoad = new Set<() => void>()

/**
 * Components whose code failed to load ask for it again when next drawn: for an error screen's 'Try again' (or its
 * leaving for another address), which draws them anew. Only then, never by itself: a chunk that cannot load fails
 * to the error boundary once instead of being asked for in a loop.
 */
export function retryFailedCode(): void {
  for (const renew of [...failedToLoad]) renew()
  failedToLoad.clear()
}

/**
 * Like React.lazy, but once the code is in, the component draws it directly instead of suspending. React holds
 * a Suspense boundary's content back for up to 300 ms after its fallback shows (its fallback throttling), so a
 * screen whose code was asked for early, while the portal starts, would still appear a third of a second late.
 * Whether a mount draws the loaded code or the lazy one is decided once per mount, so it never remounts.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const code = loadOnce(load)
  const lazyCode = () =>
    lazy(() =>
      code.preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedToLoad.add(renew)
          throw error
        },
      ),
    )
  let Lazy = lazyCode()
  const renew = () => {
    Lazy = lazyCode()
  }
  function Component(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => code.loaded() ?? Lazy)
    return <Drawn {...props} />
  }
  return { Component, preload: code.preload }
}

/**
 * A component's code asked for at most once at a time: `preload()` starts loading it (once) and resolves when it is
 * in; `loaded()` is it, once in. A chunk that failed to load (a deployment replaced it, the network dropped) is
 * asked for again next time.
 */
export function loadOnce<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { preload: () => Promise<ComponentType<P>>; loaded: () => ComponentType<P> | undefined } {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return { preload, loaded: () => loaded }
}
