/**
 * The portal's Content-Security-Policy (spec §9), written once for both places it is sent: the meta element the
 * build writes into index.html (vite.config.ts) and the hosting server's header (deploy/nginx/render.mjs), so the
 * two cannot drift. A meta element cannot carry frame-ancestors or reporting; the header adds them.
 */

/** The report service's host the line-two reports are embedded from, unless the environment names others. */
export const DEFAULT_FRAME_SRC = ['https://app.powerbi.com']

/** The reporting endpoint's name in `report-to` and the `Reporting-Endpoints` header. */
export const REPORT_ENDPOINT = 'csp-endpoint'

/**
 * The Trusted Types policies the portal may create (src/components/utils/trustedTypes.ts): `portal-html`, the one
 * through which sanitised HTML (DOMPurify's) reaches the page, and `default`, which only passes a script URL of the
 * portal's own origin (its workers) and the markup of the video player's controls (media-chrome writes its
 * shadow roots from strings), sanitised. Every other string a script sink receives is refused.
 */
export const TRUSTED_TYPES_POLICIES = ['portal-html', 'default']

/**
 * What the Permissions-Policy header refuses: every powerful feature the portal does not use, for the page and
 * any frame in it. Fullscreen and picture-in-picture stay the portal's own (the video player).
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'ambient-light-sensor',
    'bluetooth',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'fullscreen=(self)',
  'picture-in-picture=(self)',
].join(', ')

const unique = (values) => [...new Set(values.filter(Boolean))]

/**
 * The directives a meta element carries, in order, as [name, sources] pairs.
 * connectSrc / mediaSrc: origins beyond 'self'; frameSrc: the report hosts, the only frames (mediaSrc: the video host's, from the configuration's
 * video templates); formAction: where forms may post ('self' unless given).
 */
export function metaDirectives({
  connectSrc = [],
  frameSrc = DEFAULT_FRAME_SRC,
  mediaSrc = [],
  formAction,
} = {}) {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...connectSrc])],
    // Only the report hosts: the deployment frames no page of its own origin (the demo's report pages are in the
    // demo and e2e builds alone, which add 'self').
    ['frame-src', unique(frameSrc)],
    ['media-src', unique(["'self'", ...mediaSrc])],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', formAction?.length ? unique(formAction) : ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', TRUSTED_TYPES_POLICIES],
  ]
}

/** The hosting server's directives: the meta element's, plus frame-ancestors 'none' and, if asked, reporting. */
export function headerDirectives({ reportTo, ...options } = {}) {
  return [
    ...metaDirectives(options),
    ['frame-ancestors', ["'none'"]],
    // report-to for browsers with the Reporting API, report-uri for the others (ignored where report-to is known).
    ...(reportTo
      ? [
          ['report-uri', [reportTo]],
          ['report-to', [REPORT_ENDPOINT]],
        ]
      : []),
  ]
}

export const serializePolicy = (directives) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')

/** The policy of the meta element. */
export const metaPolicy = (options) => serializePolicy(metaDirectives(options))

/** The policy of the Content-Security-Policy header. */
export const headerPolicy = (options) => serializePolicy(headerDirectives(options))

/**
 * The origins a configuration's video host loads media and captions from (its `video` templates), for
 * media-src; none for templates of the portal's own origin ('self' covers them) or for addresses that are not
 * absolute.
 */
export function videoHostOrigins(video) {
  return unique(
    [video?.mediaUrl, video?.captionsUrl].map((template) => {
      if (typeof template !== 'string' || !/^https?:\/\//.test(template)) return null
      try {
        return new URL(template.replaceAll(/\{video(Id|Token)\}/g, 'x')).origin
      } catch {
        return null
      }
    }),
  )
}

/** Space-separated origins from an environment variable (PORTAL_CONNECT_SRC, PORTAL_FRAME_SRC, PORTAL_MEDIA_SRC). */
export const originsFrom = (value) => (value ?? '').split(/\s+/).filter(Boolean)
