/// <reference types="vitest/config" />
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig, type PluginOption, type Plugin } from 'vite'
import { DEFAULT_FRAME_SRC, metaPolicy, originsFrom } from './deploy/csp.mjs'
import { answerDemoVideo } from './mocks/videoHost'
import { spreadsheetLibraryFixes } from './scripts/spreadsheetLibraryFixes'

/**
 * The Content-Security-Policy of the built portal, as a meta element (spec §9). Only in builds:
 * the dev server's React refresh preamble is an inline script. `PORTAL_CONNECT_SRC` names the
 * provider's origin(s) the build may call, `PORTAL_FRAME_SRC` the report service's host(s) the line-two reports are
 * embedded from (default https://app.powerbi.com), `PORTAL_MEDIA_SRC` the video host's (none: the portal's own). The policy is written in deploy/csp.mjs, which the hosting
 * server's header shares; frame-ancestors and reporting belong to that header (README).
 */
function contentSecurityPolicy(flavour: Flavour): Plugin {
  const reportHosts =
    process.env.PORTAL_FRAME_SRC === undefined ? DEFAULT_FRAME_SRC : originsFrom(process.env.PORTAL_FRAME_SRC)
  const policy = metaPolicy({
    connectSrc: originsFrom(process.env.PORTAL_CONNECT_SRC),
    // The demo's report pages are the portal's own: only the builds that carry them may frame 'self'.
    frameSrc: flavour === 'deployment' ? reportHosts : ["'self'", ...reportHosts],
    mediaSrc: originsFrom(process.env.PORTAL_MEDIA_SRC),
  })
  return {
    name: 'portal-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * What a build carries besides the portal:
 * - `demo`: the embedded demo provider (MSW worker, personas, seeded book, persona sign-in) and the demo report
 *   service's page. The dev server (`npm start`), vitest, and `vite build --mode demo` (`npm run build:demo`);
 *   Storybook sets the same in .storybook/main.ts.
 * - `deployment`: the portal alone, what the hosting serves (`npm run build`, mode production): no demo code.
 * - `e2e`: the deployment's code plus the demo report service's page, which the standalone mock provider's embed
 *   URLs point at (`vite build --mode e2e`, built by e2e/lib/stack.mjs).
 */
type Flavour = 'demo' | 'deployment' | 'e2e'

const flavourOf = (command: 'build' | 'serve', mode: string): Flavour =>
  command === 'serve' || mode === 'demo' ? 'demo' : mode === 'e2e' ? 'e2e' : 'deployment'

/** The MSW worker script of public/ is the demo's: builds without the embedded provider leave it out. */
function withoutDemoWorker(): Plugin {
  let outDir = ''
  return {
    name: 'portal-without-demo-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: () => rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true }),
  }
}

/**
 * A deployment serves no source map (they hold the whole source text). The build writes hidden maps (no
 * `sourceMappingURL` in any script) and moves them beside the build, `<outDir>-sourcemaps/` with the same paths,
 * for an error tracker to be given (README, Source maps); the deployed folder holds none.
 */
const SOURCE_MAPS_SUFFIX = '-sourcemaps'

function sourceMapsBesideTheBuild(): Plugin {
  let outDir = ''
  return {
    name: 'portal-source-maps-beside-the-build',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: () => {
      const mapsDir = `${outDir}${SOURCE_MAPS_SUFFIX}`
      rmSync(mapsDir, { recursive: true, force: true })
      for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue
        const from = join(entry.parentPath, entry.name)
        const to = join(mapsDir, relative(outDir, from))
        mkdirSync(dirname(to), { recursive: true })
        renameSync(from, to)
      }
    },
  }
}

/**
 * `vite preview` caches hashed assets as the hosting does (deploy/nginx: a year, immutable), so a page opened again
 * in the same browser (the bench's warm loads, a tester's reload) takes its code from the browser's cache, as an
 * investor's browser does, instead of asking again for each of its chunks.
 */
function hostingCaching(): Plugin {
  return {
    name: 'portal-preview-caching',
    configurePreviewServer: (server) => {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        next()
      })
    },
  }
}

/**
 * The demo provider's video clips (mocks/videoHost.ts) at /demo-video/ wherever the demo runs: the dev server
 * answers them, the demo build carries them. Not in the deployment artifact.
 */
function demoVideos(): Plugin {
  let outDir = ''
  return {
    name: 'portal-demo-videos',
    configResolved: (config) => {
      // Only a build writes files (vitest resolves a placeholder outDir too).
      outDir =
        config.command === 'build' && !process.env.VITEST ? resolve(config.root, config.build.outDir) : ''
    },
    configureServer: (server) => {
      server.middlewares.use((request, response, next) => {
        if (!answerDemoVideo(request, response)) next()
      })
    },
    closeBundle: () => {
      if (outDir)
        cpSync(resolve(import.meta.dirname, 'mocks/video'), resolve(outDir, 'demo-video'), {
          recursive: true,
        })
    },
  }
}

/**
 * The document viewer's decoder for fax and JBIG2 scans (src/components/data/DocumentViewer/pdf.ts): PDF.js 6's
 * worker imports `jbig2_nowasm_fallback.js` by that name from the folder its `wasmUrl` option names, so the file
 * cannot be a hashed asset. Every build carries it, with its licences, at /assets/pdfjs-<version>/ (the version in
 * the name, as a hash would be: nginx keeps /assets/ for a year); the dev server answers it from the package.
 */
const PDFJS_DECODER_FILES = ['jbig2_nowasm_fallback.js', 'LICENSE_JBIG2', 'LICENSE_PDFJS_JBIG2']

function pdfjsDecoders(): Plugin {
  const packageDir = resolve(import.meta.dirname, 'node_modules/pdfjs-dist')
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string
  }
  const folder = `assets/pdfjs-${version}/`
  const read = (name: string) => readFileSync(join(packageDir, 'wasm', name))
  return {
    name: 'portal-pdfjs-decoders',
    configureServer: (server) => {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://host').pathname
        const name = path.startsWith(`/${folder}`) ? path.slice(folder.length + 1) : null
        if (!name || !PDFJS_DECODER_FILES.includes(name)) return next()
        response.setHeader('Content-Type', name.endsWith('.js') ? 'text/javascript' : 'text/plain')
        response.end(read(name))
      })
    },
    generateBundle() {
      for (const name of PDFJS_DECODER_FILES)
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: read(name) })
    },
  }
}

/**
 * What each chunk holds, for the bench (`PORTAL_BUNDLE_REPORT=<folder>`): a treemap to open in a browser
 * (treemap.html) and the same data as JSON (modules.json: every module's rendered and gzip size per chunk), which
 * bench/sections/bundle.mjs reads to list the home route's modules by size. No other build writes them.
 */
function bundleReport(): PluginOption[] {
  const folder = process.env.PORTAL_BUNDLE_REPORT
  if (!folder) return []
  return [
    visualizer({ filename: join(folder, 'treemap.html'), template: 'treemap', gzipSize: true }),
    visualizer({ filename: join(folder, 'modules.json'), template: 'raw-data', gzipSize: true }),
  ]
}

// One config for the portal (dev server, builds, preview) and for vitest.
/** A file of React Router's production build (node_modules/react-router/dist/production). */
const reactRouterBuild = (file: string) =>
  resolve(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
    file,
  )

export default defineConfig(({ command, mode }) => {
  const flavour = flavourOf(command, mode)
  return {
    plugins: [
      react(),
      spreadsheetLibraryFixes(),
      contentSecurityPolicy(flavour),
      pdfjsDecoders(),
      hostingCaching(),
      ...(flavour === 'demo' ? [demoVideos()] : [withoutDemoWorker(), sourceMapsBesideTheBuild()]),
      ...bundleReport(),
    ],
    // React Router's package points every import at its development build (its warnings and checks; the library
    // says for now, remix-run/react-router#12532): a build takes its production build instead, the same API without
    // them. The dev server and the tests keep the development one, with its warnings.
    resolve:
      command === 'build' && !process.env.VITEST
        ? {
            alias: [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ],
          }
        : undefined,
    // Code only the demo needs sits behind this flag and is dropped from builds without it (src/buildFlags.d.ts).
    define: {
      __DEMO_PROVIDER__: JSON.stringify(flavour === 'demo'),
      __PORTAL_PAGE_REPORTS__: JSON.stringify(flavour !== 'deployment'),
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      // A browser without modulepreload (Firefox before 115, Safari before 17) loads each chunk when it is imported:
      // the same code, a little later. No polyfill for them in everyone's first load.
      modulePreload: { polyfill: false },
      // Hidden beside a deployment (sourceMapsBesideTheBuild); linked in the demo, which reviewers debug.
      sourcemap: flavour === 'demo' ? true : 'hidden',
      rollupOptions: {
        // The portal, and where a mock provider answers, the demo report service's page its embed URLs point at
        // (mocks/reports).
        input: {
          index: 'index.html',
          ...(flavour === 'deployment' ? {} : { demoReport: 'mocks/reports/demo-report.html' }),
        },
        output: {
          // Seven characters of content hash (42 bits; the bundler's least for this many chunks) rather than eight: a
          // collision among a build's few hundred files is out of reach, and the first load lists the names of every
          // page's chunks (a character a name: about 90 bytes gzipped over the list, a route's worth).
          chunkFileNames: 'assets/[name]-[hash:7].js',
          entryFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          // Groups of shared modules, each one chunk rather than a dozen small ones (every chunk costs a page a
          // request, and on HTTP/1.1 a queue behind six):
          // - shell: what the first load uses (the provider client and the endpoints it calls, not the schemas of
          //   their answers, which load with the first answer, the start-up's calls
          //   and rules, the theme, the spinner). A group takes a module whole, with its imports, into every page's
          //   first load, so it names only modules the first load uses; where the first load needs a sliver of a
          //   module, the sliver is a module of its own (displayFormats, reportLabels, documentsAtStartup,
          //   loadingText). The bench lists the home route's modules by size.
          // - popups: the content of the chrome's menus, lists and notifications (see below).
          // - chrome: header, navigation and footer with the components they draw, asked for as the portal starts.
          // - library: the domain rules and provider calls two or more pages share (documents, dates, files,
          //   reports), loaded with the first page that needs them.
          codeSplitting: {
            groups: [
              {
                // The answers' schemas and their library: one chunk, loaded with the first answer.
                name: 'answers',
                priority: 3,
                test: /src[\\/]api[\\/]endpoints[\\/](answers?|\w+Answers)\.|node_modules[\\/]valibot[\\/]/,
              },
              {
                name: 'shell',
                priority: 3,
                // Valtio too: with the chrome out of the first load, its core became a first-load chunk of its own.
                test: /src[\\/](api[\\/](endpoints[\\/](?!reporting|index|answers?\.|\w+Answers\.)|client|context|errors|signIn|documentsAtStartup|entitlements[\\/](user|terms|accounts|accountGroups)\.)|domain[\\/](constants|paths|navigation|permissions|displayFormats|accountGroups|actionRequiredNotice|closedSets|entities[\\/]entitlements\.|failures|featureFlags|notifications|plurals|portalAddresses|preferences|terms|video|texts[\\/](errors|layout|reportLabels|terms|warnings))|components[\\/](theme|loadingText|feedback[\\/]Spinner[\\/]))|node_modules[\\/](valtio|proxy-compare)[\\/]/,
              },
              {
                // What the chrome's menus, lists and notifications draw once open (popupCode): one chunk, asked
                // for at once when the portal is first idle.
                name: 'popups',
                priority: 3,
                test: /src[\\/]components[\\/](inputs[\\/](MenuButton[\\/](MenuPopup|Menu\.styles)|Select[\\/](ListPopup|OptionList|Select\.styles)|SearchInput[\\/])|shell[\\/]NavTabs[\\/]FundsMenuList|feedback[\\/]Notification[\\/]Notification(Region)?\.)/,
                // Their imports (the chrome's tooltip and icons) stay where they are.
                includeDependenciesRecursively: false,
              },
              {
                // Header, navigation and footer (PortalLayout asks for them as the portal starts) with what they
                // import that the first load does not have: one chunk, not the dozen its components would make.
                // The screens' session (ScreenSessionProvider, with the preferences and notice actions it hands
                // the screens) is the chrome's too: left to a chunk of its own, that chunk and this one imported
                // each other.
                name: 'chrome',
                priority: 2,
                test: /src[\\/](app[\\/](layout[\\/](PortalChrome|usePageAnnouncement)|routes[\\/]useCurrentRoute|state[\\/](impersonation|ScreenSessionProvider|preferences|actionNotice))\.|api[\\/]entitlements[\\/]preferences\.|components[\\/](texts\.|layout[\\/]layout\.|shell[\\/]|inputs[\\/](Button|IconButton|Select|MenuButton|Field)[\\/]|feedback[\\/](Popover|Tooltip)[\\/]|icons[\\/]|data[\\/]ReportTable[\\/]reportFrame|utils[\\/](listNavigation|navigation|Portal|useOutsidePointer|useOverflowsSideways|usePopoverPosition)\.)|domain[\\/](reportMenuGroups|help)\.)/,
                // Their imports the first load has (the theme, the provider client) stay in it.
                includeDependenciesRecursively: false,
              },
              {
                // date-fns's calendar steps the pages share (a quarter's end, a year's start, a month on): under a
                // kilobyte together, which left alone made five chunks of 100 to 300 bytes, five requests for a
                // page and five names in the first load's list of what each page needs.
                name: 'dateSteps',
                priority: 1,
                test: /node_modules[\\/]date-fns[\\/](addDays|addMonths|addQuarters|getQuarter|lastDayOfQuarter|startOfQuarter|startOfYear|subDays|subQuarters)\.js$/,
                includeDependenciesRecursively: false,
              },
              {
                // The screens' smallest hooks (the day a screen opened, its title, a typed filter and its pause, work
                // in slices): one chunk of about a kilobyte instead of five of 200 to 300 bytes, as for the calendar
                // steps.
                name: 'screenHooks',
                priority: 1,
                test: /src[\\/](screens[\\/]kit[\\/](useToday|usePageTitle|useTypedFilter|useWorkInSlices)|components[\\/]utils[\\/]useDebouncedValue)\.ts$/,
                includeDependenciesRecursively: false,
              },
              {
                // 'Your net IRR' and 'Figures tie' (src/screens/figureTrace): one chunk for the three pages that show
                // them, not a chunk per part (four names in the first load's lists). The panel of 'How this is
                // calculated' is its own, loaded when a figure is opened.
                name: 'figures',
                priority: 1,
                test: /src[\\/]screens[\\/]figureTrace[\\/](?!TracePanel)/,
                includeDependenciesRecursively: false,
              },
              {
                name: 'library',
                priority: 1,
                test: /[\\/]src[\\/](domain|api)[\\/]/,
                minShareCount: 2,
                // Its modules' own imports (date-fns, the chrome's) stay where the bundler puts them: taken along,
                // what the first load imports would come with this chunk into it.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    // Module workers (the investor directory), so a worker's imports are split like the page's.
    worker: { format: 'es', plugins: () => [spreadsheetLibraryFixes()] },
    test: {
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        '.storybook/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      setupFiles: ['vitest.setup.ts'],
      environment: 'node',
      // The spreadsheet library goes through the build's plugins in tests too (its fixes: spreadsheetLibraryFixes).
      server: { deps: { inline: [/write-excel-file/] } },
      // A worker's test files share one module graph instead of loading it again for each (104 files: about 30 s
      // instead of 100 on two cores); vitest.setup.ts puts the provider's and the client's state back before each.
      isolate: false,
      restoreMocks: true,
      // jsdom suites that build PDFs and zips take seconds on a loaded 2-core machine.
      testTimeout: 20_000,
      coverage: {
        provider: 'v8',
        include: ['src/domain/**/*.ts'],
        exclude: ['**/*.test.ts', 'src/domain/**/index.ts', 'src/domain/**/types.ts'],
        reporter: ['text-summary', 'text', 'html'],
        thresholds: { lines: 95 },
      },
    },
  }
})
