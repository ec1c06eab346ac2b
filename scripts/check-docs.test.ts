import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { anchors, checkDocs, globToRegExp, linksIn, pathsIn, scriptsIn, slug } from './check-docs.mjs'

describe('the docs link check: what it reads in a line', () => {
  it('gives headings the ids GitHub gives them', () => {
    expect(slug('Journeys, fault matrix and hostile input (`npm run e2e`)')).toBe(
      'journeys-fault-matrix-and-hostile-input-npm-run-e2e',
    )
    expect(slug('`npm run serve`')).toBe('npm-run-serve')
    expect(slug('Hosting (deploy/)')).toBe('hosting-deploy')
    expect(slug('Reading documents (src/components/data/DocumentViewer)')).toBe(
      'reading-documents-srccomponentsdatadocumentviewer',
    )
    expect(slug('Home: the portfolio at a glance')).toBe('home-the-portfolio-at-a-glance')
  })

  it('numbers repeated headings and leaves code blocks out', () => {
    const page = ['# Title', '## Setup', '```sh', '# not a heading', '```', '## Setup', '### Styles ##'].join(
      '\n',
    )
    expect([...anchors(page)]).toEqual(['title', 'setup', 'setup-1', 'styles'])
  })

  it('takes relative links with their anchors, and leaves other sites and mail out', () => {
    expect(
      linksIn(
        'see [testing](docs/testing.md#story-tests), [a](#builds), [site](https://example.com/x.md), ' +
          '[m](mailto:a@b.c), ![logo](public/favicon.svg "the logo") and [the ledger](<mocks/seed/ledger.ts>)',
      ),
    ).toEqual([
      { path: 'docs/testing.md', anchor: 'story-tests' },
      { path: '', anchor: 'builds' },
      { path: 'public/favicon.svg', anchor: null },
      { path: 'mocks/seed/ledger.ts', anchor: null },
    ])
  })

  it('finds repository paths in backticks, prose and commands, without their punctuation', () => {
    expect(
      pathsIn(
        'the gate (`mocks/handlers/control.ts`), runs `node e2e/run.mjs e2e/faults.test.mjs --test-name-pattern=X`, ' +
          'see src/api/endpoints. Also `vite.config.ts`, package.json, `.ci/run`; `.storybook/`; and bench/floor…' +
          ' (`domain/format.ts`)',
      ),
    ).toEqual([
      'mocks/handlers/control.ts',
      'e2e/run.mjs',
      'e2e/faults.test.mjs',
      'src/api/endpoints',
      'vite.config.ts',
      'package.json',
      '.ci/run',
      '.storybook/',
      'bench/floor',
      'src/domain/format.ts',
    ])
  })

  it('leaves URLs, URL paths, folder-relative paths and other file names alone', () => {
    expect(
      pathsIn(
        '`/mocks/reports/demo-report.html`, http://127.0.0.1:4010/src/x, `${origin}/mock-api`, ' +
          '`endpoints/writes.ts`, `config.json`, `main.tsx`, `dist/`, `*/entitlements/...`, [docs](docs/x.md)',
      ),
    ).toEqual([])
  })

  it('keeps globs and placeholders whole', () => {
    expect(
      pathsIn('`deploy/environments/<env>.json` and `stories/screens/**/<Screen>.mdx`, scripts/*.{mjs,ts}'),
    ).toEqual(['deploy/environments/<env>.json', 'stories/screens/**/<Screen>.mdx', 'scripts/*.{mjs,ts}'])
  })

  it('matches globs as a shell would, placeholders as one segment', () => {
    expect(globToRegExp('deploy/environments/<env>.json').test('deploy/environments/qa.json')).toBe(true)
    expect(globToRegExp('deploy/environments/<env>.json').test('deploy/environments/a/qa.json')).toBe(false)
    expect(globToRegExp('stories/**/<Screen>.mdx').test('stories/screens/Home/Home.mdx')).toBe(true)
    expect(globToRegExp('stories/**/<Screen>.mdx').test('stories/Home.mdx')).toBe(true)
    expect(globToRegExp('scripts/*.{mjs,ts}').test('scripts/check-docs.mjs')).toBe(true)
    expect(globToRegExp('scripts/*.{mjs,ts}').test('scripts/check-docs.sh')).toBe(false)
    expect(globToRegExp('mocks/video/').test('mocks/video')).toBe(true)
  })

  it('finds npm scripts, not npm commands or prose', () => {
    expect(
      scriptsIn(
        '`npm run serve -- --env qa`, `npm run --silent check`, `npm test`, `npm start`, `npm ci`, ' +
          'npm only warns, `npm install`, npm run-script bench',
      ),
    ).toEqual(['serve', 'check', 'test', 'start', 'bench'])
  })
})

describe('the docs link check on a repository', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  function repository(files: Record<string, string>, { git = true } = {}) {
    const root = mkdtempSync(join(tmpdir(), 'check-docs-'))
    roots.push(root)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    if (git) execFileSync('git', ['init', '-q'], { cwd: root })
    return root
  }

  it('lists each missing file, heading, path and script with its line', () => {
    const root = repository({
      'package.json': JSON.stringify({ scripts: { test: 'x', start: 'y', check: 'z' } }),
      '.gitignore': 'bench/bundle-report\n',
      'src/app/main.tsx': '',
      'deploy/environments/qa.json': '{}',
      'README.md': [
        '# Portal',
        'Run `npm test` and `npm run check`; read [testing](docs/testing.md#setup) and [more](docs/gone.md).',
        'The start is `src/app/main.tsx`, the old texts `src/screens/texts.ts`; `npm run bench` measures.',
        'Environments: `deploy/environments/<env>.json`, pictures `stories/**/*.png`; `bench/bundle-report/` is made.',
      ].join('\n'),
      'docs/testing.md': [
        '# Testing',
        '## Setup',
        'Back to [the start](../README.md#portal) or [a](#nowhere).',
      ].join('\n'),
    })
    expect(checkDocs(root)).toEqual([
      { file: 'README.md', line: 2, message: 'link to a missing file: docs/gone.md' },
      { file: 'README.md', line: 3, message: 'npm script not in package.json: bench' },
      { file: 'README.md', line: 3, message: 'missing path: src/screens/texts.ts' },
      { file: 'README.md', line: 4, message: 'path pattern matches nothing: stories/**/*.png' },
      { file: 'docs/testing.md', line: 3, message: 'link to a missing heading: #nowhere' },
    ])
  })

  it('skips build output by the .gitignore when git cannot say', () => {
    const root = repository(
      {
        'package.json': '{ "scripts": {} }',
        '.gitignore': '# output\nbench/bundle-report\n__diff_output__\n',
        'README.md':
          'The treemap `bench/bundle-report/treemap.html`, the diffs `stories/__image_snapshots__/__diff_output__`' +
          ' and `bench/results/x.json`.',
      },
      { git: false },
    )
    expect(checkDocs(root)).toEqual([
      { file: 'README.md', line: 1, message: 'missing path: bench/results/x.json' },
    ])
  })
})
