#!/usr/bin/env node
/**
 * Renders the nginx configuration of one environment from deploy/nginx/nginx.conf.template and
 * deploy/environments/<environment>.json, for one build (`dist/`) that serves every environment:
 *
 *   <out>/nginx.conf               the server: SPA fallback, caching, gzip and brotli
 *   <out>/security-headers.conf    the response headers (CSP from deploy/csp.mjs, HSTS, nosniff, …)
 *   <out>/site/config.json         the environment's runtime configuration (README, Configuration)
 *   <out>/site/index.html          the build's page with the environment's policy in its CSP meta element
 *
 * The build itself is never written to: nginx serves `/config.json` and the page from <out>/site and everything
 * else from the build. connect-src and form-action follow the configuration's provider (apiBaseUrl) and identity
 * provider (passwordChange.url); media-src follows its video host (video.mediaUrl, video.captionsUrl); frame-src is
 * the environment's `hosting.frameSrc`; nothing is a wildcard.
 *
 *   node deploy/nginx/render.mjs --env production [--dist dist] [--out deploy/out/production]
 *     [--listen 127.0.0.1:8080] [--api <provider base URL>] [--identity <identity provider origin>] [--container]
 *
 * `--container` writes paths for the official nginx image (deploy/Dockerfile) instead of the local machine's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { headerPolicy, metaPolicy, PERMISSIONS_POLICY, REPORT_ENDPOINT, videoHostOrigins } from '../csp.mjs'

const here = dirname(fileURLToPath(import.meta.url))
export const environmentsDir = resolve(here, '../environments')
export const ENVIRONMENTS = ['development', 'qa', 'sec', 'uat', 'production']

const originOf = (url) => {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The environment's file, with the provider's base URL and the identity provider's origin replaced when given
 * (the tests point them at the mock provider on loopback).
 */
export function readEnvironment(name, { api, identity } = {}) {
  if (!ENVIRONMENTS.includes(name))
    throw new Error(`Unknown environment '${name}': ${ENVIRONMENTS.join(', ')}`)
  const { config, hosting } = JSON.parse(readFileSync(join(environmentsDir, `${name}.json`), 'utf8'))
  if (config.environment !== name)
    throw new Error(`${name}.json names the environment '${config.environment}'`)
  if (api) config.apiBaseUrl = api
  if (identity) {
    const path = new URL(config.passwordChange.url).pathname
    config.passwordChange = { ...config.passwordChange, url: new URL(path, identity).href }
  }
  if (!originOf(config.apiBaseUrl)) throw new Error(`${name}: apiBaseUrl must be an absolute URL`)
  return { config, hosting }
}

/** The origins the environment's policy names, derived from its configuration. */
export function policyOptions({ config, hosting }) {
  const provider = originOf(config.apiBaseUrl)
  const identity = originOf(config.passwordChange?.url)
  return {
    // The provider's calls and the password change (posted by fetch to the identity provider).
    connectSrc: [provider, identity, ...(hosting.connectSrc ?? [])].filter(Boolean),
    frameSrc: hosting.frameSrc,
    // Videos play from the host the configuration names, and from nowhere else.
    mediaSrc: videoHostOrigins(config.video),
    // Sign-in and sign-out are the provider's pages; the identity provider's forms post to its own origin.
    formAction: [provider, identity].filter(Boolean),
    reportTo: hosting.reportTo ?? null,
  }
}

/** Every security header of the environment, in the order nginx sends them. */
export function securityHeaders(environment) {
  const options = policyOptions(environment)
  return [
    ['Content-Security-Policy', headerPolicy(options)],
    ['Strict-Transport-Security', environment.hosting.strictTransportSecurity],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Nothing of the portal is for another site to embed or load: the frame-ancestors fallback for browsers
    // without CSP level 2, and no cross-origin reads of its files.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(options.reportTo ? [['Reporting-Endpoints', `${REPORT_ENDPOINT}="${options.reportTo}"`]] : []),
  ]
}

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;')

const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/?>/i

/** The build's page with the environment's policy in its meta element (both policies apply; they must agree). */
export function pageFor(indexHtml, environment) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policyOptions(environment)))}">`
  if (CSP_META.test(indexHtml)) return indexHtml.replace(CSP_META, meta)
  return indexHtml.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
}

const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * Writes the environment's nginx configuration, page and runtime configuration into `out`.
 * Returns the paths and what was written.
 */
export function renderSite({
  env,
  dist = 'dist',
  out,
  listen = '127.0.0.1:8080',
  api,
  identity,
  container = false,
}) {
  const environment = readEnvironment(env, { api, identity })
  const distDir = resolve(dist)
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html is missing: build first`)
  const outDir = resolve(out)
  const siteDir = join(outDir, 'site')
  const runDir = join(outDir, 'run')
  mkdirSync(siteDir, { recursive: true })
  mkdirSync(runDir, { recursive: true })

  const headers = securityHeaders(environment)
  writeFileSync(
    join(outDir, 'security-headers.conf'),
    `# The ${env} environment's response headers (deploy/nginx/render.mjs).\n` +
      headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;\n`).join(''),
  )
  writeFileSync(join(siteDir, 'config.json'), `${JSON.stringify(environment.config, null, 2)}\n`)
  writeFileSync(
    join(siteDir, 'index.html'),
    pageFor(readFileSync(join(distDir, 'index.html'), 'utf8'), environment),
  )

  const paths = container
    ? {
        DIST_DIR: '/usr/share/nginx/html',
        SITE_DIR: '/etc/portal/site',
        CONF_DIR: '/etc/portal',
        // The image's own cache folder, writable by its nginx user; the master runs as root and drops to it.
        RUN_DIR: '/var/cache/nginx',
        MODULES_DIR: '/usr/lib/nginx/modules',
        MIME_TYPES: '/etc/nginx/mime.types',
        ERROR_LOG: '/dev/stderr',
        ACCESS_LOG: '/dev/stdout',
        USER: 'user nginx;',
        WORKER_PROCESSES: 'auto',
      }
    : {
        DIST_DIR: distDir,
        SITE_DIR: siteDir,
        CONF_DIR: outDir,
        RUN_DIR: runDir,
        MODULES_DIR: '/usr/lib/nginx/modules',
        MIME_TYPES: '/etc/nginx/mime.types',
        ERROR_LOG: join(runDir, 'error.log'),
        ACCESS_LOG: join(runDir, 'access.log'),
        // Started by root (the tests and `npm run serve` on a CI machine), nginx's workers would otherwise drop to
        // nobody, who may not enter the checkout the build lies in (a clone in a private temporary folder): on
        // loopback they run as the user who started them. The container recipe above runs them as nginx.
        USER: process.getuid?.() === 0 ? 'user root;' : '',
        WORKER_PROCESSES: '1',
      }
  const values = { ENVIRONMENT: env, LISTEN: listen, ...paths }
  const template = readFileSync(join(here, 'nginx.conf.template'), 'utf8')
  const conf = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for {{${name}}}`)
    return values[name]
  })
  const confPath = join(outDir, 'nginx.conf')
  writeFileSync(confPath, conf)
  return { confPath, outDir, runDir, siteDir, headers, config: environment.config }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      env: { type: 'string', default: process.env.PORTAL_ENVIRONMENT },
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string' },
      listen: { type: 'string', default: '127.0.0.1:8080' },
      api: { type: 'string', default: process.env.PORTAL_API_BASE_URL },
      identity: { type: 'string', default: process.env.PORTAL_IDENTITY_URL },
      container: { type: 'boolean', default: false },
    },
  })
  if (!values.env) {
    console.error(`--env (or PORTAL_ENVIRONMENT) is one of: ${ENVIRONMENTS.join(', ')}`)
    process.exit(2)
  }
  const { confPath } = renderSite({ ...values, out: values.out ?? `deploy/out/${values.env}` })
  console.log(`Wrote ${confPath}`)
}
