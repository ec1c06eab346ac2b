/**
 * The video host (spec §2.5 video dialog: name, id and token): where a video's media and captions are fetched
 * from. The deployment's configuration names the host by two address templates in which `{videoId}` and
 * `{videoToken}` stand for the video's id and token; the page's CSP allows the templates' origins as media
 * sources and nothing else.
 */
export interface VideoHost {
  /** The media file, e.g. https://media.example.com/v/{videoId}.webm?token={videoToken}. */
  mediaUrl: string
  /** The English WebVTT captions, on by default (WCAG 1.2.2); null when the host gives none. */
  captionsUrl: string | null
}

export interface VideoSources {
  media: string
  captions: string | null
}

const fill = (template: string, videoId: string, videoToken: string): string =>
  template
    .replaceAll('{videoId}', encodeURIComponent(videoId))
    .replaceAll('{videoToken}', encodeURIComponent(videoToken))

/** A video's addresses at the host; its id and token are URL-encoded, so they cannot change the path or host. */
export const videoSources = (host: VideoHost, videoId: string, videoToken: string): VideoSources => ({
  media: fill(host.mediaUrl, videoId, videoToken),
  captions: host.captionsUrl === null ? null : fill(host.captionsUrl, videoId, videoToken),
})

/**
 * A template the portal may load media from: an https address (http only on loopback, for development), or a
 * path of the portal's own origin; it names the video by `{videoId}`.
 */
export function isVideoUrlTemplate(template: unknown): template is string {
  if (typeof template !== 'string' || !template.includes('{videoId}')) return false
  if (template.startsWith('/') && !template.startsWith('//')) return true
  try {
    const url = new URL(template.replaceAll(/\{video(Id|Token)\}/g, 'x'))
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && /^(127\.0\.0\.1|localhost)$/.test(url.hostname))
    )
  } catch {
    return false
  }
}

/** The configuration's video host, or null when it names none or one the portal may not load from. */
export function parseVideoHost(raw: unknown): VideoHost | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { mediaUrl, captionsUrl } = raw as Record<string, unknown>
  if (!isVideoUrlTemplate(mediaUrl)) return null
  return { mediaUrl, captionsUrl: isVideoUrlTemplate(captionsUrl) ? captionsUrl : null }
}

/**
 * Whether a data room item's token has passed its videoTokenExpiration (spec §3) at `now`. An item without an
 * expiration, or with one that is not a date, is tried: the host is the judge.
 */
export function isVideoTokenExpired(expiration: string | null | undefined, now: Date): boolean {
  if (!expiration) return false
  const at = Date.parse(expiration)
  return Number.isFinite(at) && at <= now.getTime()
}
