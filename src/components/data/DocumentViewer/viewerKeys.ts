/** What a key does in the document viewer (the shortcuts its description lists). */
export type ViewerAction =
  | 'search'
  | 'print'
  | 'download'
  | 'nextHit'
  | 'previousHit'
  | 'nextPage'
  | 'previousPage'
  | 'firstPage'
  | 'lastPage'
  | 'zoomIn'
  | 'zoomOut'
  | 'fitWidth'
  | 'rotate'
  | 'thumbnails'

export interface ViewerKey {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** Keys that act without Ctrl (or ⌘), and only outside a text field, where they would be typing. */
const plainKeys: Record<string, ViewerAction> = {
  PageDown: 'nextPage',
  n: 'nextPage',
  PageUp: 'previousPage',
  p: 'previousPage',
  Home: 'firstPage',
  End: 'lastPage',
  '/': 'search',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'fitWidth',
  r: 'rotate',
  t: 'thumbnails',
}

/** Ctrl (or ⌘) with a letter: the browser's own find, print and save, done by the viewer for its document. */
const commandKeys: Record<string, ViewerAction> = { f: 'search', p: 'print', s: 'download' }

/** The action of a key pressed in the viewer (`inField`: in a text field); null when the key is not the viewer's. */
export function viewerKeyAction(event: ViewerKey, inField: boolean): ViewerAction | null {
  const command = event.ctrlKey || event.metaKey
  if (command) return event.altKey ? null : (commandKeys[event.key.toLowerCase()] ?? null)
  if (event.key === 'F3') return event.shiftKey ? 'previousHit' : 'nextHit'
  if (inField || event.altKey) return null
  return plainKeys[event.key] ?? null
}
