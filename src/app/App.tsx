import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { Portal } from './Portal'
import type { PortalState } from './state/portal'

export function App({ portal }: { portal: PortalState }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <Portal portal={portal} />
      </BrowserRouter>
    </StrictMode>
  )
}
