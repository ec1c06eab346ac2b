import { Suspense, type ComponentType } from 'react'
import { preloadable } from './preloadable'

const preloads: Array<() => Promise<unknown>> = []

/**
 * A popup's content (a menu, a list, a dialog) whose code loads when it first opens, not with the page: home's
 * first load carries the buttons, not what they open. It draws inside its own Suspense boundary, so while the code
 * comes the popup is empty for a moment, never the page's spinner. `preloadPopups` asks for every such code at
 * once; the portal calls it once it has started, so a first open is normally as quick as any other.
 */
export function popupCode<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component, preload } = preloadable(load)
  preloads.push(preload)
  function PopupContent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return PopupContent
}

/** Loads the code of every popup declared so far (a failed chunk is asked for again on its first open). */
export function preloadPopups(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload().catch(() => undefined)))
}
