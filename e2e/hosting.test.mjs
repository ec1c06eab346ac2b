// The built portal behind Debian's nginx, as deploy/nginx/render.mjs configures it for each environment: every
// route answers the page, the security headers are exact, hashed assets are immutable and the page and runtime
// configuration never stored, brotli and gzip are negotiated, a missing asset is a 404; in Chromium the
// production configuration hides the calendar and a journey (sign-in, documents, a report's download) runs with
// the standalone mock provider on another origin, so CORS and the CSP's connect-src are proven together.
// The build is e2e/run.mjs's (PORTAL_DIST, default dist-e2e); this file starts and stops its own provider and
// nginx servers.
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { after, before, describe, test } from 'node:test'
import { startNginx } from '../deploy/nginx/nginx.mjs'
import { ENVIRONMENTS, renderSite } from '../deploy/nginx/render.mjs'
import { paths } from '../src/domain/paths.ts'
import { heading, launch, newPortalPage, portalUrl } from './lib/browser.mjs'
import { agreeToAllTerms, documentsGrid, gridRows, mainNav, success } from './lib/portal.mjs'
import {
  capitalAccountStatementTexts,
  EXPORT_AS_EXCEL,
  navigationTabTexts,
  reportLabels,
  successTexts,
} from './lib/texts.mjs'
import { freePort, startProcess } from './lib/servers.mjs'
import { endpoints } from './lib/endpoints.mjs'

const dist = process.env.PORTAL_DIST ?? 'dist-e2e'
const out = mkdtempSync(join(tmpdir(), 'portal-hosting-test-'))
let provider
let api
let identity
/** nginx per environment: { url, stop, siteDir } */
const hosts = {}

before(async () => {
  const apiPort = await freePort()
  const identityPort = await freePort()
  api = `http://127.0.0.1:${apiPort}`
  identity = `http://127.0.0.1:${identityPort}`
  provider = await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
    env: { MOCK_API_PORT: String(apiPort), MOCK_IDENTITY_PORT: String(identityPort) },
    ready: /listening on/,
    name: 'mock provider',
  })
  for (const env of ENVIRONMENTS) {
    const port = await freePort()
    const site = renderSite({ env, dist, out: join(out, env), listen: `127.0.0.1:${port}`, api, identity })
    hosts[env] = { ...(await startNginx({ confPath: site.confPath, runDir: site.runDir, port })), ...site }
  }
})

after(async () => {
  for (const host of Object.values(hosts)) await host.stop()
  await provider?.stop()
  rmSync(out, { recursive: true, force: true })
})

/** A raw GET (no decompression), so the encoding negotiated is what is seen. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** Each environment's video host (its config.json's video templates), written out here. */
const videoHost = {
  development: 'https://media.development.investors.example.com',
  qa: 'https://media.qa.investors.example.com',
  sec: 'https://media.sec.investors.example.com',
  uat: 'https://media.uat.investors.example.com',
  production: 'https://media.investors.example.com',
}

/** Each environment's CSP reporting endpoint (its hosting.reportTo), written out here. */
const reportTo = {
  development: 'https://csp-reports.development.investors.example.com/report',
  qa: 'https://csp-reports.qa.investors.example.com/report',
  sec: 'https://csp-reports.sec.investors.example.com/report',
  uat: 'https://csp-reports.uat.investors.example.com/report',
  production: 'https://csp-reports.investors.example.com/report',
}

/** The policy of the page's meta element, written out here rather than computed by deploy/csp.mjs. */
const expectedMetaPolicy = (env = 'production') =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${api} ${identity}`,
    'frame-src https://app.powerbi.com',
    `media-src 'self' ${videoHost[env]}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${api} ${identity}`,
    "require-trusted-types-for 'script'",
    'trusted-types portal-html default',
  ].join('; ')

/** The header's policy: the meta element's, plus what only a header can carry. */
const expectedPolicy = (env = 'production') =>
  `${expectedMetaPolicy(env)}; frame-ancestors 'none'; report-uri ${reportTo[env]}; report-to csp-endpoint`

const expectedHeaders = (env) => ({
  'content-security-policy': expectedPolicy(env),
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), ambient-light-sensor=(), bluetooth=(), camera=(), display-capture=(), geolocation=(), ' +
    'gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
    'publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), ' +
    'fullscreen=(self), picture-in-picture=(self)',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'reporting-endpoints': `csp-endpoint="${reportTo[env]}"`,
})

function assertSecurityHeaders(response, what, env = 'production') {
  for (const [name, value] of Object.entries(expectedHeaders(env)))
    assert.equal(response.headers[name], value, `${what}: ${name}`)
}

/** Every route of spec §2.1, the parameterised ones with an example id. */
const routes = Object.values(paths).map((path) =>
  typeof path === 'function' ? path(path === paths.fundProfile ? 1001 : 'EXAMPLE-1') : path,
)

const assets = () => readdirSync(join(dist, 'assets'))
const hashed = (pattern) => {
  const name = assets().find((file) => pattern.test(file))
  assert.ok(name, `a built asset matching ${pattern}`)
  return `/assets/${name}`
}

describe("the test stack's `vite preview`", () => {
  test("caches hashed assets as nginx does, so a page opened again (the bench's warm loads) asks for none of them", async () => {
    const asset = await get(`${portalUrl}${hashed(/^index-[\w-]+\.js$/)}`)
    assert.equal(asset.status, 200)
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
    const config = await get(`${portalUrl}/config.json`)
    assert.equal(config.status, 200)
    assert.notEqual(
      config.headers['cache-control'],
      asset.headers['cache-control'],
      'the configuration is not',
    )
  })
})

describe('the built portal behind nginx', () => {
  test('every §2.1 route answers the page of the environment, never stored, with every security header', async () => {
    const host = hosts.production
    const page = readFileSync(join(host.siteDir, 'index.html'))
    assert.ok(routes.length >= 20 && routes.includes('/my-calendar') && routes.includes('/signout'))
    for (const route of [...routes, `${paths.documents}?sort=name`, `${paths.reporting}/`]) {
      const response = await get(`${host.url}${route}`)
      assert.equal(response.status, 200, route)
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', route)
      assert.equal(response.headers['cache-control'], 'no-store', route)
      assert.deepEqual(response.body, page, `${route}: the portal's page`)
      assertSecurityHeaders(response, route)
    }
  })

  test('/signout clears what the browser kept of the portal, and only /signout does', async () => {
    const host = hosts.production
    const signOut = await get(`${host.url}/signout`)
    assert.equal(signOut.status, 200)
    assert.equal(signOut.headers['clear-site-data'], '"cache", "cookies", "storage"')
    assert.equal(signOut.headers['cache-control'], 'no-store')
    assert.deepEqual(signOut.body, readFileSync(join(host.siteDir, 'index.html')))
    assertSecurityHeaders(signOut, '/signout')
    assert.equal((await get(`${host.url}/documents`)).headers['clear-site-data'], undefined)
  })

  test("the page's CSP meta element carries the header's policy, less what a meta element cannot carry", async () => {
    const response = await get(`${hosts.production.url}/`)
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(String(response.body))
    assert.ok(meta, 'one CSP meta element')
    assert.equal(meta[1].replace(/&#39;/g, "'"), expectedMetaPolicy())
  })

  test('each of the five environments gets its own runtime configuration, never stored, from one build', async () => {
    for (const env of ENVIRONMENTS) {
      const response = await get(`${hosts[env].url}/config.json`)
      assert.equal(response.status, 200, env)
      assert.equal(response.headers['cache-control'], 'no-store', env)
      assertSecurityHeaders(response, `${env} config.json`, env)
      const config = JSON.parse(String(response.body))
      assert.equal(config.environment, env)
      assert.equal(config.apiBaseUrl, api)
      assert.equal(config.passwordChange.url, `${identity}${endpoints.passwordChange.path()}`)
      assert.ok(
        config.video.mediaUrl.startsWith(`${videoHost[env]}/`),
        `${env}: the media-src host plays its videos`,
      )
    }
  })

  test('hashed scripts, styles and fonts are immutable for a year; other files are revalidated', async () => {
    const host = hosts.production
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(String((await get(`${host.url}/`)).body))?.[1]
    assert.ok(entry, "the page's entry script")
    for (const asset of [entry, hashed(/\.css$/), hashed(/\.woff2$/)]) {
      const response = await get(`${host.url}${asset}`)
      assert.equal(response.status, 200, asset)
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', asset)
      assertSecurityHeaders(response, asset)
    }
    assert.equal(
      (await get(`${host.url}${entry}`)).headers['content-type'],
      'application/javascript; charset=utf-8',
    )
    // The demo provider's worker script, when a build still holds it, is revalidated too: never kept for a year.
    for (const file of ['/favicon.svg', '/mockServiceWorker.js'].filter((name) =>
      existsSync(join(dist, name)),
    )) {
      const response = await get(`${host.url}${file}`)
      assert.equal(response.status, 200, file)
      assert.equal(response.headers['cache-control'], 'no-cache', file)
    }
  })

  test('brotli and gzip are negotiated for text assets and give back the same bytes', async () => {
    const host = hosts.production
    const asset = hashed(/^index-[\w-]+\.js$/)
    const plain = await get(`${host.url}${asset}`)
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.deepEqual(plain.body, readFileSync(join(dist, asset)))

    const br = await get(`${host.url}${asset}`, { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(br.headers.vary ?? '', /Accept-Encoding/)
    assert.deepEqual(brotliDecompressSync(br.body), plain.body)
    assert.ok(br.body.length < plain.body.length / 2, 'brotli at least halves the script')

    const gzip = await get(`${host.url}${asset}`, { 'Accept-Encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.deepEqual(gunzipSync(gzip.body), plain.body)

    for (const [path, encoding] of [
      ['/', 'br'],
      ['/config.json', 'gzip'],
      [hashed(/\.css$/), 'br'],
    ]) {
      const response = await get(`${host.url}${path}`, { 'Accept-Encoding': encoding })
      assert.equal(response.headers['content-encoding'], encoding, path)
    }
  })

  test('an unknown asset is a 404, not the page, and is not cached', async () => {
    const host = hosts.production
    for (const path of ['/assets/index-00000000.js', '/assets/missing.css', '/assets/fonts/none.woff2']) {
      const response = await get(`${host.url}${path}`)
      assert.equal(response.status, 404, path)
      assert.doesNotMatch(String(response.body), /<div id="root">/, path)
      assert.equal(response.headers['cache-control'], 'no-store', path)
      assertSecurityHeaders(response, path)
    }
  })

  test('serves no source map: a map copied into the build by mistake is still a 404, never stored', async () => {
    const host = hosts.production
    const entry = hashed(/^index-[\w-]+\.js$/)
    assert.doesNotMatch(
      readFileSync(join(dist, entry), 'utf8'),
      /sourceMappingURL/,
      'the script names no map',
    )
    const strayMap = join(dist, `${entry}.map`)
    writeFileSync(strayMap, '{"version":3,"sources":["src/app/main.tsx"],"sourcesContent":["secret"]}')
    try {
      for (const path of [`${entry}.map`, '/assets/missing.js.map', '/index.js.map']) {
        const response = await get(`${host.url}${path}`)
        assert.equal(response.status, 404, path)
        assert.doesNotMatch(String(response.body), /sourcesContent|secret/, path)
        assert.equal(response.headers['cache-control'], 'no-store', path)
        assertSecurityHeaders(response, path)
      }
    } finally {
      rmSync(strayMap, { force: true })
    }
  })
})

describe('the portal behind nginx in Chromium, the provider on its own origin', () => {
  let browser
  before(async () => (browser = await launch()))
  after(async () => browser?.close())

  /** A page that also records CSP refusals and failed requests, signed in as the investor through the provider. */
  async function signedIn(env, path) {
    const { context, page, problems } = await newPortalPage(browser)
    page.on('console', (message) => {
      // CSP and Trusted Types refusals, CORS failures, and a Permissions-Policy feature the browser does not know.
      if (
        message.type() === 'error' &&
        /Content Security Policy|Trusted|CORS|Permissions-Policy/i.test(message.text())
      )
        problems.push(`console: ${message.text()}`)
    })
    // A request the page itself dropped (a navigation, the context closing) is not a failure; a refusal is.
    page.on('requestfailed', (failed) => {
      const reason = failed.failure()?.errorText ?? ''
      if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${failed.url()} ${reason}`)
    })
    // The portal's 401 sends the browser to the provider's sign-in page, which returns to the deep link.
    await page.goto(`${hosts[env].url}${path}`)
    await page.waitForURL((url) => url.origin === api && url.pathname === '/signin')
    await page.getByRole('link', { name: 'investor' }).click()
    await page.waitForURL((url) => url.origin === hosts[env].url)
    return { context, page, problems }
  }

  const calendarLinks = (page) => page.getByRole('link', { name: navigationTabTexts.myCalendar, exact: true })

  test('production hides the calendar: no tab, no footer link, and /my-calendar goes home', async () => {
    const { context, page, problems } = await signedIn('production', paths.home)
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: navigationTabTexts.documents, exact: true }).waitFor()
    assert.equal(await calendarLinks(page).count(), 0)
    await page.goto(`${hosts.production.url}${paths.calendar}`)
    await heading(page, 'Home').waitFor()
    assert.equal(new URL(page.url()).pathname, paths.home)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('development shows the calendar tab from the same build', async () => {
    const { context, page, problems } = await signedIn('development', paths.home)
    await mainNav(page).getByRole('link', { name: navigationTabTexts.myCalendar, exact: true }).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('production: sign in, the documents, and a report downloaded', async () => {
    const { context, page, problems } = await signedIn('production', paths.documents)
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, paths.documents)
    await gridRows(documentsGrid(page)).first().waitFor()

    await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
    await page.getByRole('menuitem', { name: reportLabels.capitalAccountStatement, exact: true }).click()
    await agreeToAllTerms(page, { wait: 3000 })
    await heading(page, capitalAccountStatementTexts.title).waitFor()
    await page
      .getByRole('table', { name: /capital account statement$/ })
      .first()
      .waitFor()
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(file.suggestedFilename(), /^Capital Account Statement_\d{8}\.xlsx$/)
    const bytes = readFileSync(await file.path())
    assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'a workbook (zip)')
    await success(page, successTexts.reportGeneration).waitFor()
    // The terms' text went through the portal's HTML policy; a plain string at a script sink is refused.
    const sinks = await page.evaluate(() =>
      [
        () => (document.createElement('div').innerHTML = '<b>plain</b>'),
        () => new Worker('data:text/javascript,0'),
        () => trustedTypes.createPolicy('another', { createHTML: (html) => html }),
      ].map((attempt) => {
        try {
          attempt()
          return 'allowed'
        } catch (error) {
          return error.name
        }
      }),
    )
    assert.deepEqual(sinks, ['TypeError', 'TypeError', 'TypeError'], 'Trusted Types are enforced')
    assert.deepEqual(
      problems.filter((problem) => !/requires 'Trusted|another/.test(problem)),
      [],
    )
    await context.close()
  })
})
