import { useEffect, useState, type ComponentType } from 'react'
import { loadOnce } from './preloadable'

const preloads: Array<() => Promise<unknown>> = []

/**
 * A popup's content (a menu, a list, a notification) whose code loads when it is first shown, not with the page:
 * home's first load carries the buttons, not what they open. Until the code is in, the content is nothing (the
 * popover's frame hides while empty), never the page's spinner; if the code cannot be loaded (the network dropped,
 * a deployment replaced the chunk), it stays nothing, the failure is logged and the next showing asks again, so the
 * page itself is never lost to a menu. `preloadPopups` asks for every such code at once; the portal calls it once it
 * has started, so a first open is normally as quick as any other.
 */
export function popupCode<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { preload, loaded } = loadOnce(load)
  preloads.push(preload)
  function PopupContent(props: P) {
    const [Content, setContent] = useState(() => loaded())
    useEffect(() => {
      if (Content) return
      let current = true
      preload().then(
        (component) => current && setContent(() => component),
        (error: unknown) => console.error(error),
      )
      return () => {
        current = false
      }
    }, [Content])
    return Content ? <Content {...props} /> : null
  }
  return PopupContent
}

/** Loads the code of every popup declared so far (a chunk that does not come is asked for again when shown). */
export function preloadPopups(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload().catch(() => undefined)))
}
