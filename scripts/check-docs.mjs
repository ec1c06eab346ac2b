#!/usr/bin/env node
/**
 * The docs' link check (part of `npm run check`): README.md and docs/*.md may name only what the repository has.
 *
 * It reports, with the file and line of each:
 *   - a relative markdown link (`[text](docs/testing.md#story-tests)`, `[text](#builds)`) whose file or folder is
 *     missing, or whose `#anchor` is no heading of the linked page (GitHub's heading ids);
 *   - a repository path named in the text (in backticks, in a code block or in prose) that does not exist: a token
 *     starting with src/, mocks/, e2e/, bench/, scripts/, stories/, docs/, deploy/, public/, .ci/ or .storybook/,
 *     a path inside src/ named from its layer (domain/, api/, components/, screens/, app/: `domain/format.ts`),
 *     or a top-level file by name (package.json, tsconfig.json, vite.config.ts, vitest.setup.ts, …). A path with
 *     `*`, `**`, `?`, `{a,b}` or a `<placeholder>` segment is a glob and must match at least one file or folder.
 *     Paths git ignores (build output such as bench/bundle-report/) are skipped: a clean clone has none of them;
 *   - an npm script (`npm run X`, `npm test`, `npm start`) that package.json does not define.
 *
 * Links to other sites (`https://…`), URL paths (`/config.json`, `/mock-api/…`) and paths relative to a folder the
 * text has just named (`endpoints/pathParameters.ts` under src/api) are not checked.
 *
 *   node scripts/check-docs.mjs          checks README.md and docs/*.md, exits 1 listing each problem
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where a repository path starts: a token beginning with one of these is a path the docs promise exists. */
export const PATH_PREFIXES = [
  'src/',
  'mocks/',
  'e2e/',
  'bench/',
  'scripts/',
  'stories/',
  'docs/',
  'deploy/',
  'public/',
  '.ci/',
  '.storybook/',
]

/** The layers of src/, which the docs also name from inside src/ (`domain/format.ts` is src/domain/format.ts). */
export const SRC_LAYERS = ['domain/', 'api/', 'components/', 'screens/', 'app/']

/** Top-level files named without a folder: package.json, tsconfig.json, vite.config.ts, vitest.setup.ts, … */
const TOP_LEVEL_FILE =
  /^(?:package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|[\w-]+(?:\.[\w-]+)*\.(?:config|setup)\.[cm]?[jt]s|\.prettier(?:rc\.json|ignore)|\.gitignore|README\.md)$/

/** npm's own commands that are not scripts (`npm ci`, `npm install`), which `npm X` may name. */
const NPM_BUILTINS = new Set([
  'ci',
  'install',
  'i',
  'exec',
  'view',
  'ls',
  'audit',
  'pack',
  'publish',
  'version',
])

/** GitHub's id for a heading: lower case, punctuation dropped (not `-` or `_`), spaces to hyphens. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors a page offers: each heading's id (repeats get -1, -2, … as on GitHub), outside code blocks. */
export function anchors(markdown) {
  const seen = new Map()
  const ids = new Set()
  for (const { text, code } of lines(markdown)) {
    if (code) continue
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)
    if (!heading) continue
    const base = slug(heading[1])
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    ids.add(count === 0 ? base : `${base}-${count}`)
  }
  return ids
}

/** The page's lines, each marked whether it is inside a fenced code block (the fences themselves count as code). */
function lines(markdown) {
  let fence = null
  return markdown.split('\n').map((text, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(text)
    if (marker && (fence === null || marker[1].startsWith(fence))) {
      fence = fence === null ? marker[1] : null
      return { text, line: index + 1, code: true }
    }
    return { text, line: index + 1, code: fence !== null }
  })
}

/** Relative markdown links and images on a line: `[text](target)`, with the target's `#anchor` apart. */
export function linksIn(text) {
  const found = []
  for (const match of text.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]
    if (!target || /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) continue
    const hash = target.indexOf('#')
    found.push({
      path: decodeURI(hash < 0 ? target : target.slice(0, hash)),
      anchor: hash < 0 ? null : decodeURIComponent(target.slice(hash + 1)),
    })
  }
  return found
}

/**
 * The repository paths a line names: every token that starts with one of PATH_PREFIXES (at the start of a word,
 * not inside a URL or after another folder) or is a top-level file's name, trailing punctuation removed.
 */
export function pathsIn(text) {
  const found = []
  // Links are checked as links; their targets and URLs are not prose tokens.
  const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/[a-z][a-z\d+.-]*:\/\/\S+/gi, ' ')
  for (const match of prose.matchAll(
    /(?<=^|[\s`'"([{=,])([^\s`'"()[\]{},;]*(?:\{[^\s{}]*\}[^\s`'"()[\]{},;]*)*)/g,
  )) {
    let token = match[1]
    // Sentence punctuation, `…` and `:line` after a path are not part of it.
    token = token.replace(/(?::\d+)+$/, '').replace(/(?:\.{2,}|…|[.:;!?])+$/, '')
    if (!token) continue
    if (PATH_PREFIXES.some((prefix) => token.startsWith(prefix))) found.push(token)
    else if (SRC_LAYERS.some((layer) => token.startsWith(layer))) found.push(`src/${token}`)
    else if (TOP_LEVEL_FILE.test(token)) found.push(token)
  }
  return found
}

/** npm scripts a line names: `npm run X` (after any flags), `npm test`, `npm start`; built-ins (`npm ci`) are not. */
export function scriptsIn(text) {
  const found = []
  for (const match of text.matchAll(
    /\bnpm\s+(?:run(?:-script)?\s+(?:--?[\w-]+\s+)*([\w:.-]+)|(test|start|t)\b)/g,
  )) {
    if (match[1] && !match[1].startsWith('-')) found.push(match[1])
    else if (match[2]) found.push(match[2] === 't' ? 'test' : match[2])
  }
  return found.filter((name) => !NPM_BUILTINS.has(name))
}

/** Whether a path is a glob: `*`, `?`, `{a,b}` or a `<placeholder>` segment. */
export function isGlob(path) {
  return /[*?{<]/.test(path)
}

/** A glob as a regular expression over repository paths (`/`-separated, no leading `./`). */
export function globToRegExp(glob) {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` is any number of folders, a trailing `**` anything below.
      if (glob[i + 2] === '/') {
        source += '(?:[^/]+/)*'
        i += 2
      } else {
        source += '.*'
        i += 1
      }
    } else if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else if (char === '<') {
      const close = glob.indexOf('>', i)
      source += '[^/]+'
      i = close < 0 ? glob.length : close
    } else if (char === '{') {
      const close = glob.indexOf('}', i)
      const options = glob.slice(i + 1, close < 0 ? glob.length : close).split(',')
      source += `(?:${options.map((option) => option.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('|')})`
      i = close < 0 ? glob.length : close
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`)
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git'])

/** Every file and folder under `folder` (relative to `root`), node_modules and .git left out. */
function walk(root, folder, into = []) {
  let entries
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true })
  } catch {
    return into
  }
  for (const entry of entries) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue
    const path = folder ? `${folder}/${entry.name}` : entry.name
    into.push(path)
    if (entry.isDirectory()) walk(root, path, into)
  }
  return into
}

/** Whether a glob matches something in the repository: only the folders under its literal start are read. */
function globMatches(root, glob) {
  const literal = glob.slice(0, glob.search(/[*?{<]/))
  const base = literal.includes('/') ? literal.slice(0, literal.lastIndexOf('/')) : ''
  const pattern = globToRegExp(glob)
  return walk(root, base).some((path) => pattern.test(path))
}

/** The paths git ignores among `paths` (build output); without git, the root .gitignore's plain patterns. */
function ignoredByGit(root, paths) {
  if (paths.length === 0) return new Set()
  try {
    const output = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    })
    return new Set(output.split('\n').filter(Boolean))
  } catch (error) {
    // Exit status 1: nothing is ignored.
    if (error.status === 1) return new Set()
    return ignoredByGitignore(root, paths)
  }
}

/** A path is ignored when it or a folder above it matches a line of .gitignore (no `!` lines, no nested files). */
function ignoredByGitignore(root, paths) {
  const file = join(root, '.gitignore')
  if (!existsSync(file)) return new Set()
  const patterns = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.replace(/\/$/, '').includes('/')
      const glob = globToRegExp(line.replace(/^\//, ''))
      return (path) => (anchored ? glob.test(path) : path.split('/').some((name) => glob.test(name)))
    })
  return new Set(
    paths.filter((path) => {
      const parts = path.replace(/\/$/, '').split('/')
      return parts.some((_, i) => patterns.some((matches) => matches(parts.slice(0, i + 1).join('/'))))
    }),
  )
}

/** The docs: README.md and every docs/*.md. */
export function docFiles(root) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []
  return ['README.md', ...docs]
}

/** Every problem in the docs under `root`, as `{ file, line, message }`, in file and line order. */
export function checkDocs(root) {
  const scripts = new Set(
    Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {}),
  )
  const problems = []
  const anchorCache = new Map()
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchors(readFileSync(join(root, file), 'utf8')))
    return anchorCache.get(file)
  }
  const named = []

  for (const file of docFiles(root)) {
    const markdown = readFileSync(join(root, file), 'utf8')
    for (const { text, line } of lines(markdown)) {
      const linked = new Set()
      for (const link of linksIn(text)) {
        const target = link.path ? normalize(relative(root, resolve(root, dirname(file), link.path))) : file
        linked.add(link.path)
        if (target.startsWith('..')) continue
        const where = link.path || `#${link.anchor}`
        if (!existsSync(join(root, target))) {
          problems.push({ file, line, message: `link to a missing file: ${where}` })
          continue
        }
        if (link.anchor && target.endsWith('.md') && !anchorsOf(target).has(link.anchor))
          problems.push({ file, line, message: `link to a missing heading: ${link.path}#${link.anchor}` })
      }
      // A link whose text is its own path (`[docs/testing.md](docs/testing.md)`) is reported once, as a link.
      for (const path of pathsIn(text)) if (!linked.has(path)) named.push({ file, line, path })
      for (const name of scriptsIn(text))
        if (!scripts.has(name))
          problems.push({ file, line, message: `npm script not in package.json: ${name}` })
    }
  }

  const missing = named.filter(({ path }) =>
    isGlob(path) ? !globMatches(root, path) : !existsSync(join(root, path)),
  )
  const ignored = ignoredByGit(
    root,
    missing.map(({ path }) => path),
  )
  for (const { file, line, path } of missing)
    if (!ignored.has(path))
      problems.push({
        file,
        line,
        message: isGlob(path) ? `path pattern matches nothing: ${path}` : `missing path: ${path}`,
      })

  const order = docFiles(root)
  return problems.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file) || a.line - b.line)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkDocs(root)
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`)
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s) in ${docFiles(root).join(', ')}`)
    process.exit(1)
  }
  console.log(`check-docs: ${docFiles(root).length} pages, every path, link and npm script found`)
}
