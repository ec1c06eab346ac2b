import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** Renders overlays (dialogs, popups, tooltips, notifications) at the end of document.body. */
export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body)
}
