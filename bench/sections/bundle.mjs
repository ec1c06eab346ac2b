import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

/**
 * The production build: gzip size of the JavaScript the home route loads before it can render (the entry
 * script and its module preloads; the embedded demo provider is excluded, as it is only fetched when no API
 * is configured), and of every lazily loaded chunk.
 */
export async function bundle() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  const html = readFileSync('dist/index.html', 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  const initialBytes = initial.reduce((sum, file) => sum + gzipSize(join('dist', file)), 0)
  const rows = [
    {
      area: 'Bundle',
      figure: `Initial JavaScript of the home route, gzip (${initial.length} files)`,
      value: kb(initialBytes),
      target: '≤ 170 KB',
      met: initialBytes <= 170 * 1024,
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
  return rows
}
