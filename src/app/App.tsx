import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { RoutedApp } from './RoutedApp'
import type { PortalState } from './state/portalStore'

export function App({ portal }: { portal: PortalState }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <RoutedApp portal={portal} />
      </BrowserRouter>
    </StrictMode>
  )
}
