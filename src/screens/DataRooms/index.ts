export { DataRoomsScreen } from './DataRoomsScreen'
export { DataRoomScreen } from './DataRoomScreen'
