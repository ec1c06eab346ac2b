import type { DataRoomItem } from '../../domain'
import type { DescribedVideo, VideoDialogSource } from '../kit'

const itemKey = (item: DataRoomItem): string => String(item.documentId ?? item.videoId)

/** The video dialog's video for a data room item with a video. */
export const videoOf = (item: DataRoomItem): DescribedVideo => ({
  key: itemKey(item),
  videoName: item.title,
  videoId: item.videoId ?? '',
  videoToken: item.videoToken ?? '',
  videoTokenExpiration: item.videoTokenExpiration ?? null,
  isOpenVideoDialog: true,
  description: item.videoDescription ?? null,
})

/**
 * Where the data rooms' dialog finds a video's current token: the opened item in the latest search, which 'Try
 * again' runs again for fresh tokens.
 */
export const dataRoomVideoSource = (items: {
  latest: readonly DataRoomItem[] | undefined
  reload: () => void
}): VideoDialogSource => ({
  latest: (opened) => {
    const item = items.latest?.find((candidate) => itemKey(candidate) === opened.key)
    return item && videoOf(item)
  },
  reload: items.reload,
})
