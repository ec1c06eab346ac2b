import { useState } from 'react'
import { VideoDialog } from '../../components'
import { isVideoTokenExpired, videoSources, type Video } from '../../domain'
import { usePortalSession } from '../portalSession'

/** A video for the video dialog, with the text shown under it and, when it has one, its item's key. */
export type DescribedVideo = Video & { description: string | null; key?: string }

export interface VideoDialogSource {
  /**
   * The opened video as the screen's data has it now: after a reload, with its fresh token. Undefined while the
   * data is not there (the dialog keeps the video it opened with).
   */
  latest?: (opened: DescribedVideo) => DescribedVideo | undefined
  /** Asks the screen's source for fresh tokens: 'Try again' after a failure or an expired token. */
  reload?: () => void
}

/**
 * The video dialog of a screen (spec §2.5): `open` shows it with a video, `dialog` is where it renders. It plays
 * from the configured video host; a token past its videoTokenExpiration (by the real clock, as the host counts
 * it) or a host that cannot be reached shows 'Failed to load video' with a retry that reloads the source.
 */
export function useVideoDialog({ latest, reload }: VideoDialogSource = {}) {
  const { videoHost } = usePortalSession()
  const [opened, setOpened] = useState<DescribedVideo | null>(null)
  const [checkedAt, setCheckedAt] = useState(() => new Date())
  const video = opened && (latest?.(opened) ?? opened)
  const sources =
    video && videoHost && !isVideoTokenExpired(video.videoTokenExpiration, checkedAt)
      ? videoSources(videoHost, video.videoId, video.videoToken)
      : null

  const open = (next: DescribedVideo) => {
    setCheckedAt(new Date())
    setOpened(next)
  }
  const retry = () => {
    setCheckedAt(new Date())
    reload?.()
  }
  const dialog = (
    <VideoDialog
      video={video}
      sources={sources}
      onRetry={retry}
      description={video?.description}
      onClose={() => setOpened(null)}
    />
  )
  return { open, dialog }
}
