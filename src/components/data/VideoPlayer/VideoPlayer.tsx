import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Video } from '../../../domain'
import { px } from '../../theme/mixins'

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
  playerUrl: VideoPlayerUrl
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
      <Frame
        title={videoName}
        src={playerUrl(videoId, videoToken)}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
      {(!hideCaption || description) && (
        <Caption>
          {!hideCaption && <Name>{videoName}</Name>}
          {description && <Description>{description}</Description>}
        </Caption>
      )}
    </Figure>
  )
}
