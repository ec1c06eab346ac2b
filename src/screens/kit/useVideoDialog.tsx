import { useState } from 'react'
import { VideoDialog } from '../../components'
import type { Video } from '../../domain'

/** A video for the video dialog, with the text shown under it. */
export type DescribedVideo = Video & { description: string | null }

/** The video dialog of a screen (spec §2.5): `open` shows it with a video, `dialog` is where it renders. */
export function useVideoDialog() {
  const [video, setVideo] = useState<DescribedVideo | null>(null)
  const dialog = <VideoDialog video={video} description={video?.description} onClose={() => setVideo(null)} />
  return { open: setVideo, dialog }
}
