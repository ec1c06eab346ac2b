import type { DataRoomItem, Video } from '../../domain'

/** The video dialog's video for a data room item with a video. */
export const videoOf = (item: DataRoomItem): Video & { description: string | null } => ({
  videoName: item.title,
  videoId: item.videoId ?? '',
  videoToken: item.videoToken ?? '',
  isOpenVideoDialog: true,
  description: item.videoDescription ?? null,
})
