import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { rejectionTexts, type VideoSources } from '../../../domain'
import { Spinner } from '../../feedback/Spinner'
import { FailureMessage } from '../../layout/layout'
import { px } from '../../theme/mixins'
import { videoTexts } from '../../texts'
import { theme } from '../../theme/tokens'

// media-chrome is loaded the first time a video is shown, never with the page that offers it.
// media-chrome builds its controls from markup as its modules load: the sanitiser that passes that markup
// (Trusted Types) is in place first.
const MediaChromePlayer = lazy(() =>
  import('./controlsMarkup').then(({ allowControlsMarkup }) => {
    allowControlsMarkup()
    return import('./MediaChromePlayer')
  }),
)

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: 100%;
  margin: 0;
`

/** The 16:9 stage the player, its loading state or its failure take, so nothing moves between them. */
const Stage = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: ${theme.sizes.videoAspect};
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandStrong};
  color: ${theme.colors.inkInverse};
`

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`

const Name = styled.span`
  font-weight: ${theme.typography.weight.semibold};
`

const Description = styled.span`
  color: ${theme.colors.inkMuted};
  max-width: ${px(theme.sizes.fieldMaxWidth * 2)};
`

export interface VideoPlayerProps {
  videoName: string
  /**
   * The video's media and captions at the host; null when it cannot play (no host configured, or its token has
   * expired): 'Failed to load video' (spec §8).
   */
  sources: VideoSources | null
  /** Try again after a failure: the caller asks for a fresh token; the player loads the media again either way. */
  onRetry?: () => void
  /** Text under the video (a data room item's videoDescription, the home page's legal disclaimer…). */
  description?: ReactNode
  /** Hide the caption (the dialog shows the name as its title). */
  hideCaption?: boolean
}

/**
 * A hosted video (spec §2.5: name, id and token) in a 16:9 stage: the player with captions on, its loading
 * state, or 'Failed to load video' with a retry when the media or captions cannot be loaded.
 */
export function VideoPlayer({
  videoName,
  sources,
  onRetry,
  description,
  hideCaption = false,
}: VideoPlayerProps) {
  const [failedMedia, setFailedMedia] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const failed = sources === null || failedMedia === sources.media
  const media = sources?.media ?? null
  const onMediaError = useCallback(() => setFailedMedia(media), [media])
  const retry = () => {
    setFailedMedia(null)
    setAttempt((count) => count + 1)
    onRetry?.()
  }

  return (
    <Figure>
      <Stage role="region" aria-label={videoTexts.player(videoName)}>
        {failed ? (
          <FailureMessage text={rejectionTexts.video} onRetry={retry} />
        ) : (
          <Suspense fallback={<Spinner label={videoTexts.loading} />}>
            <MediaChromePlayer key={`${sources.media} ${attempt}`} sources={sources} onError={onMediaError} />
          </Suspense>
        )}
      </Stage>
      {(!hideCaption || description) && (
        <Caption>
          {!hideCaption && <Name>{videoName}</Name>}
          {description && <Description>{description}</Description>}
        </Caption>
      )}
    </Figure>
  )
}
