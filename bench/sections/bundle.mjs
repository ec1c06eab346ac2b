import { budgets } from '../budgets.mjs'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const DEMO_OUT_DIR = 'dist-demo'
const FLOOR_OUT_DIR = 'bench/dist-floor'

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
function buildRows(dir, name, budget) {
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
        target: budget ? budget.text : 'reported',
        met: budget ? budget.met(initialBytes / 1024) : true,
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
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_BUNDLE_REPORT: REPORT_DIR },
  })
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
  // The floor: React and the card's runtime libraries drawing one heading, built the same way (bench/floor).
  execFileSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts'], { stdio: 'inherit' })
  const floor = initialScripts(FLOOR_OUT_DIR).reduce(
    (sum, file) => sum + gzipSize(join(FLOOR_OUT_DIR, file)),
    0,
  )
  const deployment = buildRows(
    'dist',
    'Deployment artifact (npm run build)',
    budgets.homeInitialJs(floor / 1024),
  )
  const demo = buildRows(DEMO_OUT_DIR, 'Demo build (npm run build:demo)')
  const initial = deployment.initial
  const rows = [
    {
      area: 'Bundle',
      figure:
        "Floor: React with the card's runtime libraries (React Router, styled-components, Valtio, wretch) drawing one heading, built like the portal (bench/floor), gzip",
      value: kb(floor),
      target: 'reported',
      met: true,
    },
    ...deployment.rows,
    ...demo.rows,
    ...demoProviderRows(demo.initial),
  ]
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
  rows.push(...reportRouteRows(initial), ...moduleRows(initial), cycleRow('dist'))
  return rows
}

/**
 * Chunks that import each other, directly or through others. The bundler binds a module's exports with `var`, so in
 * such a cycle the chunk evaluated first reads the other's values before they are set: a style mixin read that way
 * is `undefined`, and the styles it carried silently go (the search box lost its field styles so once).
 */
export function chunkCycles(manifest) {
  const cycles = []
  const state = new Map()
  const visit = (key, path) => {
    if (state.get(key) === 'done') return
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k))
      return
    }
    state.set(key, 'open')
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key])
    state.set(key, 'done')
  }
  for (const key of Object.keys(manifest)) visit(key, [])
  return cycles
}

function cycleRow(dir) {
  const cycles = chunkCycles(JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')))
  return {
    area: 'Bundle',
    figure: `Chunks importing each other in a cycle (deployment build)${cycles.length ? `: ${cycles.map((c) => c.join(' → ')).join('; ')}` : ''}`,
    value: String(cycles.length),
    target: budgets.chunkCycles.text,
    met: budgets.chunkCycles.met(cycles.length),
  }
}

/** Where the deployment build's treemap (treemap.html) and module sizes (modules.json) are written. */
const REPORT_DIR = 'bench/bundle-report'

/** The npm package or portal folder a module belongs to, e.g. react-dom or src/components. */
const ownerOf = (id) =>
  id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
  id
    .replace(/^.*?\/(src|mocks)\//, '$1/')
    .split('/')
    .slice(0, 2)
    .join('/')

/**
 * From the visualizer's data: what home's initial JavaScript holds, by package or folder (each module gzipped on its
 * own, so the parts add up to more than the chunks), and every chunk that holds charting code against the charts'
 * budget.
 */
function moduleRows(initial) {
  const data = JSON.parse(readFileSync(join(REPORT_DIR, 'modules.json'), 'utf8'))
  const owners = new Map()
  const chartChunks = new Set()
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, part] of Object.entries(meta.moduleParts)) {
      if (CHARTING.test(meta.id)) chartChunks.add(file)
      if (!initial.includes(file)) continue
      const owner = ownerOf(meta.id)
      owners.set(owner, (owners.get(owner) ?? 0) + data.nodeParts[part].gzipLength)
    }
  }
  const largest = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12)
  const chartBytes = [...chartChunks].reduce((sum, file) => sum + gzipSize(join('dist', file)), 0)
  return [
    {
      area: 'Bundle',
      figure: `Home's initial JavaScript by package or folder, each module gzipped alone (treemap: ${REPORT_DIR}/treemap.html): ${largest.map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ')}`,
      value: kb([...owners.values()].reduce((sum, bytes) => sum + bytes, 0)),
      target: 'reported',
      met: true,
    },
    {
      area: 'Bundle',
      figure: `Charts: the chunks holding the charting library and the portal's charts, gzip (${[...chartChunks].map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).join(', ')})`,
      value: kb(chartBytes),
      target: budgets.charts.text,
      met: budgets.charts.met(chartBytes / 1024),
    },
  ]
}

/** Modules that draw charts: the charting library, its d3 parts and the portal's chart components. */
const CHARTING =
  /node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap)\/|src\/components\/data\/([A-Za-z]*Chart|charts)\//

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
        target: budgets.routeChunk.text,
        met: budgets.routeChunk.met(gzipSize(join('dist', chunk.file)) / 1024),
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
