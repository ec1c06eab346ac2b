import type { DataRoomItem, Video } from '../../domain'

/** A video for the video dialog, with the text shown under it. */
export type DescribedVideo = Video & { description: string | null }

/** The video dialog's video for a data room item with a video. */
export const videoOf = (item: DataRoomItem): DescribedVideo => ({
  videoName: item.title,
  videoId: item.videoId ?? '',
  videoToken: item.videoToken ?? '',
  isOpenVideoDialog: true,
  description: item.videoDescription ?? null,
})
