import { expect, waitFor } from 'storybook/test'
import { DEMO_VIDEO_HOST } from '../../src/app/config'
import { videoSources, type VideoSources } from '../../src/domain'
import reportPage from './report.html?url'

/*
 * Stand-in pages and media for the stories (stories have no network), served from the Storybook's own origin.
 * data:, blob: and about:blank frames never let the test browser's page-ready wait settle.
 */

/** A demo clip (mocks/video) at the demo's video host, as the stories' configuration names it. */
export const demoClip = (videoId: string): VideoSources =>
  videoSources(DEMO_VIDEO_HOST, videoId, 'story-token')

/**
 * Waits until the player in `container` has its first frame (the media element's loadeddata) and its English
 * captions are showing, moves it to its first caption, and resolves with the media element.
 */
export async function videoPlaysIn(container: HTMLElement): Promise<HTMLVideoElement> {
  const video = await waitFor(
    () => {
      const element = container.querySelector('video')
      if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) throw new Error('no frame yet')
      return element
    },
    { timeout: 10_000 },
  )
  // The whole clip is buffered (a few seconds), so the seek bar's buffered part is the same in every picture.
  await waitFor(
    () => expect(video.buffered.length > 0 && video.buffered.end(0) >= video.duration - 0.05).toBe(true),
    { timeout: 10_000 },
  )
  await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'))
  // The captions file has been read: its first cue is there to draw.
  await waitFor(() => expect(video.textTracks[0]?.cues?.length).toBeGreaterThan(0))
  // Half a second in, the first caption is on screen (a paused video at 0 has no active cue yet).
  const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }))
  video.currentTime = 0.5
  await seeked
  await waitFor(() => expect(video.textTracks[0]?.activeCues?.length).toBe(1))
  // The frame at half a second is on screen before the picture is taken (a picture once caught the frame
  // before it, 260 pixels apart): the next presented frame, or a quarter of a second at most.
  await Promise.race([
    new Promise((resolve) => video.requestVideoFrameCallback(() => resolve(undefined))),
    new Promise((resolve) => setTimeout(resolve, 250)),
  ])
  return video
}

/** An embed address for a report. */
export const storyReportUrl = (reportName: string): string =>
  `${reportPage}#report=${encodeURIComponent(reportName)}`
