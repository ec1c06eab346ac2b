import styled from 'styled-components'
import { Dialog, PlayIcon } from '../../components'
import type { Video } from '../../domain'
import { videoDialogTexts } from './screenTexts'

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: ${({ theme }) => theme.sizes.videoAspect};
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.inkInverse};
`

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`

const Reference = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkInverseMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`

const Description = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

export interface VideoDialogProps {
  /** The video to play (spec §3 Video: name, id and token); the dialog is closed when null or not open. */
  video: (Video & { description?: string | null }) | null
  onClose: () => void
}

/**
 * The video dialog (spec §2.5: name, id and token), 16:9. The spec does not name the video platform, so the
 * stage carries the id and token for its player to mount on. (The component library has no VideoDialog yet.)
 */
export function VideoDialog({ video, onClose }: VideoDialogProps) {
  if (!video?.isOpenVideoDialog) return null
  return (
    <Dialog open size="wide" title={video.videoName} onClose={onClose}>
      <Stage
        role="region"
        aria-label={videoDialogTexts.player(video.videoName)}
        data-video-id={video.videoId}
        data-video-token={video.videoToken}
      >
        <Centre>
          <PlayIcon size="lg" />
          <Name>{video.videoName}</Name>
          <Reference>{videoDialogTexts.reference(video.videoId)}</Reference>
        </Centre>
      </Stage>
      {video.description && <Description>{video.description}</Description>}
    </Dialog>
  )
}
