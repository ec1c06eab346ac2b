import type { VideoPlayerUrl } from '../../src/components'

/**
 * A stand-in player address (stories have no network): an empty frame that names the video and token in its
 * fragment, so a story can check what the player was given.
 */
export const storyPlayerUrl: VideoPlayerUrl = (videoId, videoToken) =>
  `about:blank#video=${encodeURIComponent(videoId)}&token=${encodeURIComponent(videoToken)}`
