import { lazy } from 'react'

// Each screen is its own route chunk, loaded when first opened.
export const PlannedScreen = lazy(() => import('../../screens/Planned'))
export const ImpersonateScreen = lazy(() => import('../../screens/Impersonate'))
