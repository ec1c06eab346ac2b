import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react'
import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import type { VideoSources } from '../../../domain'
import { VisuallyHidden } from '../../theme/mixins'
import { videoTexts } from '../../texts'
import { theme } from '../../theme/tokens'

/** The video above its control bar; the portal's colours on media-chrome's controls (its CSS custom properties). */
const Player = styled.div`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  justify-self: stretch;
  min-height: 0;
  --media-primary-color: ${theme.colors.inkInverse};
  --media-secondary-color: transparent;
  --media-control-background: ${theme.colors.brandStrong};
  --media-control-hover-background: ${theme.colors.brand};
  --media-range-track-background: ${theme.colors.inkInverseMuted};
  /* Buffering is quick for the host's short clips; a second shade on the seek bar would only flicker. */
  --media-time-range-buffered-color: ${theme.colors.inkInverseMuted};
  --media-font-family: inherit;
  --media-background-color: ${theme.colors.brandStrong};
  min-width: 0;
  container-type: inline-size;

  media-control-bar {
    width: 100%;
  }
  media-time-range {
    flex: 1;
    min-width: 3rem;
  }
  /* On a phone the device's own volume serves; the bar keeps play, seek, mute, captions and full screen. */
  @container (max-width: 30rem) {
    media-volume-range {
      display: none;
    }
  }
`

const Controller = styled(MediaController)`
  display: block;
  flex: 1;
  min-height: 0;
  overflow: hidden;

  video {
    width: 100%;
    height: 100%;
  }
`

/** Sized and coloured as media-chrome's own buttons, in its control bar. */
const CaptionsButton = styled.button`
  padding: 0 ${theme.space.sm};
  border: 0;
  background: var(--media-control-background);
  color: var(--media-primary-color);
  font: inherit;
  font-weight: ${theme.typography.weight.semibold};
  cursor: pointer;

  &[aria-pressed='false'] {
    text-decoration: line-through;
  }
  &:hover {
    background: var(--media-control-hover-background);
  }
  &:focus-visible {
    outline: 2px solid var(--media-primary-color);
    outline-offset: -4px;
  }
`

/**
 * Captions on and off, as a toggle button (aria-pressed). media-chrome's own captions button marks its state with
 * aria-checked on a button, which assistive technology does not announce.
 */
function CaptionsToggle({ onChange }: { onChange: (showing: boolean) => void }) {
  const [showing, setShowing] = useState(true)
  const toggle = () => {
    onChange(!showing)
    setShowing(!showing)
  }
  return (
    <CaptionsButton type="button" aria-pressed={showing} onClick={toggle}>
      CC<VisuallyHidden> {videoTexts.captions}</VisuallyHidden>
    </CaptionsButton>
  )
}

const setCaptionsShowing = (video: HTMLVideoElement | null, showing: boolean) => {
  const track = video?.textTracks[0]
  if (track) track.mode = showing ? 'showing' : 'hidden'
}

export interface MediaChromePlayerProps {
  sources: VideoSources
  onError: () => void
}

/**
 * The video with media-chrome's controls (play, seek with the time as the slider's value, mute, volume, full
 * screen) and a captions toggle, all keyboard-operable and always shown. media-chrome's time display and speed
 * button are left out: their accessible names do not contain their visible text (WCAG 2.5.3). English captions are on from the start (WCAG 1.2.2). A separate chunk: it loads the first
 * time a video is shown. The host must answer CORS for its media and captions (crossorigin="anonymous").
 */
export default function MediaChromePlayer({ sources, onError }: MediaChromePlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  // Listened to here rather than by onError: a host that fails at once can fail before the element's listeners
  // are attached, so an error already there counts too.
  useEffect(() => {
    const element = video.current
    if (!element) return
    if (element.error) onError()
    element.addEventListener('error', onError)
    return () => element.removeEventListener('error', onError)
  }, [onError])
  // The media and captions are named only once the element is in the page (and its error listener above is on):
  // an element React renders and then discards (another part of the page suspending in the same render) would
  // otherwise fetch them for nothing, and a failure it met would never be shown.
  const captions = useRef<HTMLTrackElement>(null)
  useEffect(() => {
    if (captions.current && sources.captions) captions.current.src = sources.captions
    const element = video.current
    if (!element) return
    element.src = sources.media
    // Leaving the video (its dialog closed, another one chosen) stops its download and frees its decoder: a media
    // element taken out of the page goes on fetching until it is collected.
    return () => {
      element.removeAttribute('src')
      element.load()
    }
  }, [sources.media, sources.captions])
  const showCaptions = (showing: boolean) => setCaptionsShowing(video.current, showing)
  const controller = useId()
  return (
    // The control bar sits under the video, not over it: it never hides the captions, and it stays in view.
    <Player>
      <Controller id={controller} defaultSubtitles noAutohide>
        <video ref={video} slot="media" preload="auto" crossOrigin="anonymous" playsInline>
          {sources.captions && <track ref={captions} kind="captions" srcLang="en" label="English" default />}
        </video>
        <MediaLoadingIndicator slot="centered-chrome" />
      </Controller>
      {/* The bar finds its controller by id (media-chrome's mediacontroller attribute). */}
      <MediaControlBar {...{ mediacontroller: controller }}>
        <MediaPlayButton />
        <MediaTimeRange />
        <MediaMuteButton />
        <MediaVolumeRange />
        {sources.captions && <CaptionsToggle onChange={showCaptions} />}
        <MediaFullscreenButton />
      </MediaControlBar>
    </Player>
  )
}
