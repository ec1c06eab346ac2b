import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Video, VideoSources } from '../../../domain'
import { Dialog } from '../../feedback/Dialog'
import { VideoPlayer } from './VideoPlayer'
import { theme } from '../../theme/tokens'

const Description = styled.p`
  margin: ${theme.space.md} 0 0;
  color: ${theme.colors.inkMuted};
`

export interface VideoDialogProps {
  /**
   * The video and whether its dialog is open (spec §3 Video: videoName, videoId, videoToken, isOpenVideoDialog);
   * null: closed.
   */
  video: Video | null
  /** Its media and captions at the host; null when it cannot play (no host, an expired token). */
  sources: VideoSources | null
  /** Try again after a failure (a fresh token). */
  onRetry?: () => void
  onClose: () => void
  /** Text under the video (a data room item's videoDescription). */
  description?: ReactNode
}

/**
 * A video in the wide (1005 px) dialog, titled with the video's name (spec §2.5). The dialog takes the focus on
 * open: the player's controls come with its code, so the first video would leave the focus on the dialog and the
 * next ones (the code already in) on the player.
 */
export function VideoDialog({ video, sources, onRetry, onClose, description }: VideoDialogProps) {
  if (!video) return null
  return (
    <Dialog
      open={video.isOpenVideoDialog}
      title={video.videoName}
      size="wide"
      onClose={onClose}
      focusDialogOnOpen
    >
      <VideoPlayer videoName={video.videoName} sources={sources} onRetry={onRetry} hideCaption />
      {description && <Description>{description}</Description>}
    </Dialog>
  )
}
