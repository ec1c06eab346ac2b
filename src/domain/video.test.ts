import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isVideoTokenExpired, isVideoUrlTemplate, parseVideoHost, videoSources } from './video'

const host = {
  mediaUrl: 'https://media.example.com/v/{videoId}.webm?token={videoToken}',
  captionsUrl: 'https://media.example.com/v/{videoId}.vtt?token={videoToken}',
}

describe('video host', () => {
  it("fills a video's id and token into the media and captions addresses", () => {
    expect(videoSources(host, 'vid-1', 'tok-2')).toEqual({
      media: 'https://media.example.com/v/vid-1.webm?token=tok-2',
      captions: 'https://media.example.com/v/vid-1.vtt?token=tok-2',
    })
    expect(videoSources({ ...host, captionsUrl: null }, 'vid-1', 'tok-2').captions).toBeNull()
  })

  it('never lets an id or token leave the host or the path', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (videoId, videoToken) => {
        const media = new URL(videoSources(host, videoId, videoToken).media)
        expect(media.origin).toBe('https://media.example.com')
        expect(media.pathname.startsWith('/v/')).toBe(true)
        expect(media.pathname.split('/')).toHaveLength(3)
        expect(media.searchParams.get('token')).toBe(videoToken)
      }),
    )
  })

  it('accepts https hosts, loopback http and own-origin paths that name the video', () => {
    expect(isVideoUrlTemplate(host.mediaUrl)).toBe(true)
    expect(isVideoUrlTemplate('/demo-video/{videoId}.webm')).toBe(true)
    expect(isVideoUrlTemplate('http://127.0.0.1:4010/demo-video/{videoId}.webm')).toBe(true)
    for (const refused of [
      'http://media.example.com/{videoId}',
      '//media.example.com/{videoId}',
      'javascript:alert(1)//{videoId}',
      'data:video/webm,{videoId}',
      'https://media.example.com/fixed.webm',
      42,
      null,
    ])
      expect(isVideoUrlTemplate(refused)).toBe(false)
  })

  it('reads the configuration: no host, or captions only when usable', () => {
    expect(parseVideoHost(undefined)).toBeNull()
    expect(parseVideoHost({ mediaUrl: 'ftp://x/{videoId}' })).toBeNull()
    expect(parseVideoHost({ mediaUrl: host.mediaUrl })).toEqual({
      mediaUrl: host.mediaUrl,
      captionsUrl: null,
    })
    expect(parseVideoHost(host)).toEqual(host)
  })

  it('a token has expired at or after its videoTokenExpiration; none or a non-date is tried', () => {
    const now = new Date('2026-11-16T12:00:00Z')
    expect(isVideoTokenExpired('2026-11-16T11:59:59Z', now)).toBe(true)
    expect(isVideoTokenExpired('2026-11-16T12:00:00Z', now)).toBe(true)
    expect(isVideoTokenExpired('2026-11-16T12:00:01Z', now)).toBe(false)
    expect(isVideoTokenExpired(null, now)).toBe(false)
    expect(isVideoTokenExpired('soon', now)).toBe(false)
  })
})
