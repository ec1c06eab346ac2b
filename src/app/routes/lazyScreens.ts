import { lazy } from 'react'

// Each screen is its own route chunk, loaded when first opened.
export const PlannedScreen = lazy(() => import('../../screens/Planned'))
export const ImpersonateScreen = lazy(() => import('../../screens/Impersonate'))
export const HomeScreen = lazy(() => import('../../screens/Home'))
export const DocumentsScreen = lazy(() => import('../../screens/Documents'))
export const DataRoomsScreen = lazy(() => import('../../screens/DataRooms'))
export const DataRoomScreen = lazy(() =>
  import('../../screens/DataRooms').then((screens) => ({ default: screens.DataRoomScreen })),
)
