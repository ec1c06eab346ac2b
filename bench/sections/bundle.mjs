import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

/**
 * The production build: gzip size of the JavaScript the home route loads before it can render (the entry
 * script and its module preloads; the embedded demo provider is excluded, as it is only fetched when no API
 * is configured), of every lazily loaded chunk, and of the report screens' route chunk (found in the build
 * manifest) alone and with the chunks it loads beyond the home route's initial JavaScript.
 */
export async function bundle() {
  // The manifest (dist/.vite/manifest.json) only names the chunks; it changes none of them.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], { stdio: 'inherit' })
  const html = readFileSync('dist/index.html', 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const initialBytes = initial.reduce((sum, file) => sum + gzipSize(join('dist', file)), 0)
  const rows = [
    {
      area: 'Bundle',
      figure: `Initial JavaScript of the home route, gzip (${initial.length} files)`,
      value: kb(initialBytes),
      target: '≤ 150 KB',
      met: initialBytes <= 150 * 1024,
    },
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
  rows.push(...reportRouteRows(initial))
  return rows
}

/** A report screen's module as the table names it, e.g. CashFlowActivityScreen. */
const screenName = (source) => source.replace(/^.*\//, '').replace(/\.tsx?$/, '')

/** The route chunk of src/screens/reports (each screen module is a chunk loaded when its route first opens). */
function reportRouteRows(initial) {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const withImports = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) withImports(imported, seen)
    return seen
  }
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
    const loaded = [...withImports(source)]
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
