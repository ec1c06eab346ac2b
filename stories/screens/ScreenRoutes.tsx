import { Route, Routes } from 'react-router-dom'
import { paths } from '../../src/domain'
import { DataRoomScreen, DataRoomsScreen } from '../../src/screens/DataRooms'
import { DocumentsScreen } from '../../src/screens/Documents'
import { HomeScreen } from '../../src/screens/Home'

/** The routes of these screens as src/app/routes/PortalRoutes declares them, so links between them work. */
export function ScreenRoutes() {
  return (
    <Routes>
      <Route index element={<HomeScreen />} />
      <Route path={paths.documents} element={<DocumentsScreen />} />
      <Route path={paths.dataRooms} element={<DataRoomsScreen />} />
      <Route path={`${paths.dataRooms}/:globalId`} element={<DataRoomScreen />} />
    </Routes>
  )
}
