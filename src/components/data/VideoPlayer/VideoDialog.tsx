import type { ReactNode } from 'react'
import type { Video } from '../../../domain'
import { Dialog } from '../../feedback/Dialog'
import { VideoPlayer, type VideoPlayerUrl } from './VideoPlayer'

export interface VideoDialogProps {
  /** The video and whether its dialog is open (spec §3 Video: videoName, videoId, videoToken, isOpenVideoDialog). */
  video: Video
  playerUrl: VideoPlayerUrl
  onClose: () => void
  description?: ReactNode
}

/** A video in the wide (1005 px) dialog, titled with the video's name. */
export function VideoDialog({ video, playerUrl, onClose, description }: VideoDialogProps) {
  return (
    <Dialog open={video.isOpenVideoDialog} title={video.videoName} size="wide" onClose={onClose}>
      <VideoPlayer
        videoName={video.videoName}
        videoId={video.videoId}
        videoToken={video.videoToken}
        playerUrl={playerUrl}
        description={description}
        hideCaption
      />
    </Dialog>
  )
}
