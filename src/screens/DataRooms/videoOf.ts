import type { DataRoomItem } from '../../domain'
import type { DescribedVideo } from '../kit'

/** The video dialog's video for a data room item with a video. */
export const videoOf = (item: DataRoomItem): DescribedVideo => ({
  videoName: item.title,
  videoId: item.videoId ?? '',
  videoToken: item.videoToken ?? '',
  isOpenVideoDialog: true,
  description: item.videoDescription ?? null,
})
