export { DataRoomsScreen as default, DataRoomsScreen } from './DataRoomsScreen'
export { DataRoomScreen } from './DataRoomScreen'
