import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const DEMO_OUT_DIR = 'dist-demo'

/** The build's files, without its manifest (written for the bench only). */
const filesOf = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'))

/** The entry script and its module preloads: what the home route loads before it can render. */
const initialScripts = (dir) =>
  [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  )

/** A build's initial JavaScript (gzip) and total size, as bench rows named for the build. */
function buildRows(dir, name) {
  const initial = initialScripts(dir)
  const initialBytes = initial.reduce((sum, file) => sum + gzipSize(join(dir, file)), 0)
  const files = filesOf(dir)
  const served = files.filter((file) => !file.endsWith('.map'))
  const bytes = (list) => list.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)
  const servedJs = served.filter((file) => file.endsWith('.js'))
  return {
    initial,
    rows: [
      {
        area: 'Bundle',
        figure: `${name}: initial JavaScript of the home route, gzip (${initial.length} files)`,
        value: kb(initialBytes),
        target: '≤ 150 KB',
        met: initialBytes <= 150 * 1024,
      },
      {
        area: 'Bundle',
        figure: `${name}: total size, source maps excluded (${served.length} files, of them ${servedJs.length} scripts of ${mb(bytes(servedJs))}, ${kb(servedJs.reduce((sum, file) => sum + gzipSize(join(dir, file)), 0))} gzip; ${mb(bytes(files))} with the ${files.length - served.length} source maps)`,
        value: mb(bytes(served)),
        target: 'reported',
        met: true,
      },
    ],
  }
}

/** The demo build's chunks that start its embedded provider, beyond the initial JavaScript (from its manifest). */
function demoProviderRows(initial) {
  const manifest = JSON.parse(readFileSync(join(DEMO_OUT_DIR, '.vite/manifest.json'), 'utf8'))
  const loaded = [
    ...withImports(manifest, 'src/app/embeddedProvider.ts'),
    ...withImports(manifest, 'mocks/browser.ts'),
  ]
    .map((key) => manifest[key].file)
    .filter(
      (file, index, all) => file.endsWith('.js') && !initial.includes(file) && all.indexOf(file) === index,
    )
  const loadedBytes = loaded.reduce((sum, file) => sum + gzipSize(join(DEMO_OUT_DIR, file)), 0)
  return [
    {
      area: 'Bundle',
      figure: `Demo build: the embedded provider's chunks, loaded when the demo starts (wiring, MSW, personas, the seeded book; exceljs and jspdf load later, when a file is asked for), gzip (${loaded.length} files)`,
      value: kb(loadedBytes),
      target: 'reported',
      met: true,
    },
  ]
}

/** A manifest entry and the chunks it imports statically (loaded with it). */
function withImports(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen)
  return seen
}

/**
 * The two builds: the deployment artifact (`npm run build`, into dist/, what the hosting serves; no demo code)
 * and the demo build (`npm run build:demo`, into dist-demo/, with the embedded demo provider and the demo report
 * page). For each, the gzip size of the JavaScript the home route loads before it can render (the entry script
 * and its module preloads) and the total size. Then, for the deployment artifact, every lazily loaded chunk and
 * the report screens' route chunks (found in the build manifest) alone and with the chunks they load beyond the
 * home route's initial JavaScript; for the demo build, the chunks that start its provider.
 */
export async function bundle() {
  // The manifest (.vite/manifest.json) only names the chunks; it changes none of them.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], { stdio: 'inherit' })
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'demo',
      '--outDir',
      DEMO_OUT_DIR,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      '--manifest',
    ],
    { stdio: 'inherit' },
  )
  const deployment = buildRows('dist', 'Deployment artifact (npm run build)')
  const demo = buildRows(DEMO_OUT_DIR, 'Demo build (npm run build:demo)')
  const initial = deployment.initial
  const rows = [...deployment.rows, ...demo.rows, ...demoProviderRows(demo.initial)]
  const lazy = readdirSync('dist/assets').filter(
    (file) => file.endsWith('.js') && !initial.includes(`assets/${file}`),
  )
  for (const file of lazy.sort()) {
    rows.push({
      area: 'Bundle',
      figure: `Lazy chunk ${file.replace(/-[\w-]{8}\.js$/, '')}, gzip`,
      value: kb(gzipSize(join('dist/assets', file))),
      target: 'reported',
      met: true,
    })
  }
  // PDF.js's worker: a module the viewer starts on the first document opened (an asset, not a chunk of the graph).
  for (const file of readdirSync('dist/assets').filter((name) => /^pdf\.worker.*\.mjs$/.test(name))) {
    rows.push({
      area: 'Bundle',
      figure: 'PDF.js worker (started when a document is first opened, never on home), gzip',
      value: kb(gzipSize(join('dist/assets', file))),
      target: 'reported',
      met: true,
    })
  }
  rows.push(...reportRouteRows(initial))
  return rows
}

/** A report screen's module as the table names it, e.g. CashFlowActivityScreen. */
const screenName = (source) => source.replace(/^.*\//, '').replace(/\.tsx?$/, '')

/** The route chunk of src/screens/reports (each screen module is a chunk loaded when its route first opens). */
function reportRouteRows(initial) {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const routes = Object.entries(manifest).filter(
    ([source, chunk]) => chunk.isDynamicEntry && source.startsWith('src/screens/reports/'),
  )
  if (routes.length === 0)
    return [
      {
        area: 'Bundle',
        figure: 'Route chunk of the report screens (src/screens/reports)',
        value: 'not in the build manifest',
        target: 'reported',
        met: false,
      },
    ]
  return routes.flatMap(([source, chunk]) => {
    const loaded = [...withImports(manifest, source)]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js') && !initial.includes(file))
    const loadedBytes = loaded.reduce((sum, file) => sum + gzipSize(join('dist', file)), 0)
    return [
      {
        area: 'Bundle',
        figure: `Route chunk of ${screenName(source)}, gzip`,
        value: kb(gzipSize(join('dist', chunk.file))),
        target: 'reported',
        met: true,
      },
      {
        area: 'Bundle',
        figure: `Opening ${screenName(source)}: its route chunk and the chunks it imports beyond the home route's initial JavaScript, gzip (${loaded.length} files)`,
        value: kb(loadedBytes),
        target: 'reported',
        met: true,
      },
    ]
  })
}
