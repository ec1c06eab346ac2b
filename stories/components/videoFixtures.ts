import type { VideoPlayerUrl } from '../../src/components'
import playerPage from './player.html?url'
import reportPage from './report.html?url'

/*
 * Stand-in pages for the stories' iframes (stories have no network), emitted by the build and served from the
 * Storybook's own origin. data:, blob: and about:blank frames never let the test browser's page-ready wait settle.
 */

/** The player address: the stand-in page, with the video id and token in its fragment. */
export const storyPlayerUrl: VideoPlayerUrl = (videoId, videoToken) =>
  `${playerPage}#video=${encodeURIComponent(videoId)}&token=${encodeURIComponent(videoToken)}`

/** An embed address for a report. */
export const storyReportUrl = (reportName: string): string =>
  `${reportPage}#report=${encodeURIComponent(reportName)}`
