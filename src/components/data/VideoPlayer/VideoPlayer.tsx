import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Video } from '../../../domain'
import { PlayIcon } from '../../icons'
import { px } from '../../theme/mixins'
import { videoTexts } from '../../texts'

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
`

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: ${({ theme }) => theme.sizes.videoAspect};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
`

/** Where the player mounts when no hosted player is configured: the video's name, id and token (spec §2.5). */
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

const StageText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`

const StageName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`

const StageReference = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkInverseMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`

const Description = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: ${({ theme }) => px(theme.sizes.fieldMaxWidth * 2)};
`

/** Builds the hosted player's address for a video id and its token (the provider's player, from configuration). */
export type VideoPlayerUrl = (videoId: string, videoToken: string) => string

export interface VideoPlayerProps extends Pick<Video, 'videoName' | 'videoId' | 'videoToken'> {
  /**
   * The hosted player's address. The spec names no video platform: without one, a stage carrying the id and
   * token (data-video-id, data-video-token) is shown for the platform's player to mount on.
   */
  playerUrl?: VideoPlayerUrl
  /** Text under the video (a data room item's videoDescription, the home page's legal disclaimer…). */
  description?: ReactNode
  /** Hide the caption (the dialog shows the name as its title). */
  hideCaption?: boolean
}

/** A hosted video (name, id and token) in a 16:9 frame, named for assistive technology by its name. */
export function VideoPlayer({
  videoName,
  videoId,
  videoToken,
  playerUrl,
  description,
  hideCaption = false,
}: VideoPlayerProps) {
  return (
    <Figure>
      {playerUrl ? (
        <Frame
          title={videoName}
          src={playerUrl(videoId, videoToken)}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <Stage
          role="region"
          aria-label={videoTexts.player(videoName)}
          data-video-id={videoId}
          data-video-token={videoToken}
        >
          <StageText>
            <PlayIcon size="lg" />
            <StageName>{videoName}</StageName>
            <StageReference>{videoTexts.reference(videoId)}</StageReference>
          </StageText>
        </Stage>
      )}
      {(!hideCaption || description) && (
        <Caption>
          {!hideCaption && <Name>{videoName}</Name>}
          {description && <Description>{description}</Description>}
        </Caption>
      )}
    </Figure>
  )
}
