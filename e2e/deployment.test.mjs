// The deployment artifact (`npm run build`, what the hosting serves): it holds none of the demo's code, and a
// deployment whose configuration names no usable provider shows the configuration error and calls nothing.
// The artifact is built here into a temporary folder, exactly as `npm run build` builds it; PORTAL_DEPLOYMENT_DIST
// names an existing build to inspect instead.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { serveStatic } from '../scripts/serve-static.mjs'
import { launch, newPortalPage } from './lib/browser.mjs'
import { configurationErrorTexts } from './lib/texts.mjs'

/** Strings only the demo's code holds: its personas, its seeded book, MSW, and the file libraries of its provider. */
const demoMarkers = [
  // mocks/personas.ts: the personas' names and user ids
  'Ellison',
  'Whitfield',
  'Van Dijk',
  'Okafor',
  'u-investor',
  'u-alpinvest',
  // mocks/seed: fund and investor names of the book, and its reference day
  'Flagship Partners VII',
  'Harrowgate',
  'Kingsmere',
  '2026-11-16',
  // the embedded provider and its control routes (src/app/embeddedProvider.ts, mocks/handlers/control.ts)
  '/mock-api',
  '__mock/',
  'Sign in to the demo portal',
  // MSW (the browser worker and its script)
  'mockServiceWorker',
  'Mock Service Worker',
  '[MSW]',
  // the provider's workbooks and PDFs
  'exceljs',
  'jsPDF',
  // the demo report service's page (mocks/reports)
  'demo-report',
  'Demo report',
]

/** Source paths (in source maps) of the demo's modules and of libraries only the demo uses. */
const demoSource = /(^|[/\\])mocks[/\\]|node_modules[/\\](msw|@mswjs|exceljs|jspdf)[/\\]/

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

let dist = process.env.PORTAL_DEPLOYMENT_DIST
let builtHere = false
before(() => {
  if (dist) return
  dist = mkdtempSync(join(tmpdir(), 'portal-deployment-'))
  builtHere = true
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
  })
})
after(() => {
  if (!builtHere) return
  rmSync(dist, { recursive: true, force: true })
  rmSync(`${dist}-sourcemaps`, { recursive: true, force: true })
})

describe('the deployment artifact', () => {
  test('holds none of the demo: no personas, no seeded book, no MSW, no exceljs or jspdf', () => {
    const files = filesUnder(dist)
    assert.ok(
      files.some((file) => file.endsWith('.js')),
      `${dist} holds no JavaScript`,
    )
    const found = []
    // The source maps lie beside the artifact, for an error tracker: they must hold no demo either.
    for (const file of [...files, ...filesUnder(`${dist}-sourcemaps`)]) {
      const name = relative(dirname(dist), file)
      if (/mockServiceWorker|mocks[/\\]|demo/i.test(name)) found.push(`${name}: a demo file`)
      const text = readFileSync(file, 'latin1')
      // The portal's own sample PDFs (public/event-materials) name the library that wrote them, not its code.
      const markers = name.endsWith('.pdf') ? demoMarkers.filter((marker) => marker !== 'jsPDF') : demoMarkers
      for (const marker of markers) if (text.includes(marker)) found.push(`${name}: '${marker}'`)
      if (name.endsWith('.map'))
        for (const source of JSON.parse(text).sources ?? [])
          if (demoSource.test(source)) found.push(`${name}: the module ${source}`)
    }
    assert.deepEqual(found, [], `the deployment artifact holds demo code:\n${found.join('\n')}`)
  })

  test('serves no source map: none in the artifact and no script names one; they lie beside it for an error tracker', () => {
    const files = filesUnder(dist)
    assert.deepEqual(
      files.filter((file) => file.endsWith('.map')),
      [],
    )
    const linking = files.filter(
      (file) => /\.(js|css)$/.test(file) && /sourceMappingURL=/.test(readFileSync(file, 'utf8')),
    )
    assert.deepEqual(linking, [], 'no script or style links a source map')
    const maps = filesUnder(`${dist}-sourcemaps`).map((file) => relative(`${dist}-sourcemaps`, file))
    // Every script has its map there, but the bundler's few-line runtime, which has none to give, and PDF.js's
    // decoder for fax and JBIG2 scans, copied from the package as it comes (vite.config.ts, pdfjsDecoders).
    const withoutMap = files
      .filter((file) => file.endsWith('.js') && !maps.includes(`${relative(dist, file)}.map`))
      .map((file) => relative(dist, file))
    assert.deepEqual(
      withoutMap.filter(
        (file) =>
          !/^assets\/rolldown-runtime-[\w-]+\.js$/.test(file) &&
          !/^assets\/pdfjs-[\d.]+\/jbig2_nowasm_fallback\.js$/.test(file),
      ),
      [],
    )
    assert.ok(maps.length > 20, `${maps.length} source maps beside the build`)
  })
})

describe('a deployment without a usable provider', () => {
  let browser
  let server
  let servedConfig
  before(async () => {
    servedConfig = readFileSync(join(dist, 'config.json'), 'utf8')
    browser = await launch()
    server = await serveStatic(dist, { single: true })
  })
  after(async () => {
    await browser?.close()
    await server?.close()
    if (servedConfig !== undefined) writeFileSync(join(dist, 'config.json'), servedConfig)
  })

  const configs = [
    { name: 'production with an empty apiBaseUrl', config: { apiBaseUrl: '', environment: 'production' } },
    {
      name: 'production with a malformed apiBaseUrl',
      config: { apiBaseUrl: 'api.example.com/v1', environment: 'production' },
    },
    {
      name: 'production asking for the demo',
      config: { apiBaseUrl: '', environment: 'production', demo: true },
    },
    // The development configuration of `npm start`: this build has no demo provider to start.
    { name: 'development with an empty apiBaseUrl', config: { apiBaseUrl: '', environment: 'development' } },
  ]
  for (const { name, config } of configs) {
    test(`${name}: the configuration error, no sign-in and no call beyond the page's own files`, async () => {
      writeFileSync(join(dist, 'config.json'), JSON.stringify(config))
      const { context, page, problems } = await newPortalPage(browser)
      const requests = []
      context.on('request', (request) => requests.push(request.url()))
      const logged = []
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text())
      })
      await page.goto(`${server.url}/documents`)
      const alert = page.getByRole('alert')
      await alert.getByRole('heading', { level: 1, name: configurationErrorTexts.title }).waitFor()
      assert.match(
        await alert.textContent(),
        new RegExp(configurationErrorTexts.hint.replace(/[.()]/g, '\\$&')),
      )
      // Nothing after the first paint either: no sign-in redirect, no provider call.
      await page.waitForTimeout(500)
      assert.equal(new URL(page.url()).pathname, '/documents')
      const allowed = (url) => {
        const { origin, pathname } = new URL(url)
        return (
          origin === server.url &&
          (pathname === '/documents' ||
            pathname === '/config.json' ||
            pathname === '/favicon.svg' ||
            pathname.startsWith('/assets/'))
        )
      }
      assert.deepEqual(
        requests.filter((url) => !allowed(url)),
        [],
        'only the page, its assets and /config.json are asked for',
      )
      assert.ok(
        requests.some((url) => url.endsWith('/config.json')),
        'the configuration was read',
      )
      assert.ok(
        logged.some((text) => /configuration/i.test(text)),
        `the reason is logged (console errors: ${JSON.stringify(logged)})`,
      )
      assert.deepEqual(problems, [])
      await context.close()
    })
  }
})

describe('what a build fetches is pinned', () => {
  test('the container recipe names exact releases and a fixed commit, and installs the lockfile', () => {
    const recipe = readFileSync('deploy/Dockerfile', 'utf8')
    const args = Object.fromEntries(
      [...recipe.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
    )
    const images = [...recipe.matchAll(/^FROM (\S+)/gm)].map((match) =>
      match[1].replace(/^\$\{(\w+)\}$/, (_, name) => args[name] ?? name),
    )
    assert.equal(images.length, 2)
    for (const image of images)
      assert.match(image, /:\d+\.\d+\.\d+(-[a-z-]+)?(@sha256:[0-9a-f]{64})?$/, image)
    for (const url of recipe.match(/https:\/\/raw\.githubusercontent\.com\/\S+/g) ?? [])
      assert.match(url, /\/[0-9a-f]{40}\//, `${url}: a commit, not a branch`)
    assert.match(recipe, /nginx:\d+\.\d+\.\d+-bookworm/, "the brotli image's nginx release")
    assert.match(recipe, /RUN npm ci /)
    assert.doesNotMatch(recipe, /npm install|:latest|:mainline|\/master\//)
  })

  test('package.json names exact versions and the lockfile an integrity hash for every package installed here', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    )
    assert.deepEqual(ranges, [])
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
    const unhashed = Object.entries(lock.packages).filter(
      ([path, entry]) =>
        path &&
        !entry.link &&
        !/^sha512-/.test(entry.integrity ?? '') &&
        // Another platform's build (scripts/complete-lockfile.mjs): pinned by version, fetched only there.
        !(entry.optional && (entry.os || entry.cpu) && /^\d+\.\d+\.\d+/.test(entry.version ?? '')),
    )
    assert.deepEqual(
      unhashed.map(([path]) => path),
      [],
    )
  })
})
