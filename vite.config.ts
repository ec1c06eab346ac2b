/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { metaPolicy, originsFrom } from './deploy/csp.mjs'

/**
 * The Content-Security-Policy of the built portal, as a meta element (spec §9). Only in builds:
 * the dev server's React refresh preamble is an inline script. `PORTAL_CONNECT_SRC` names the
 * provider's origin(s) the build may call, `PORTAL_FRAME_SRC` the report service's host(s) the line-two reports are
 * embedded from (default https://app.powerbi.com). The policy is written in deploy/csp.mjs, which the hosting
 * server's header shares; frame-ancestors and reporting belong to that header (README).
 */
function contentSecurityPolicy(): Plugin {
  const policy = metaPolicy({
    connectSrc: originsFrom(process.env.PORTAL_CONNECT_SRC),
    frameSrc:
      process.env.PORTAL_FRAME_SRC === undefined ? undefined : originsFrom(process.env.PORTAL_FRAME_SRC),
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

// One config for the portal (dev server, production build, preview) and for vitest.
export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // The portal, and the demo report service's page the demo provider's embed URLs point at (mocks/reports).
      input: { index: 'index.html', demoReport: 'mocks/reports/demo-report.html' },
      output: {
        // The modules the shell shares with the route chunks and the demo report page, as one chunk rather than a
        // dozen small ones: every chunk costs the home page a request and its own compression.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /src[\\/](domain[\\/](constants|paths|navigation|permissions|format|texts[\\/])|components[\\/](layout|icons|theme|utils|texts|inputs[\\/](Button|IconButton)[\\/]|feedback[\\/](Spinner|Tooltip)[\\/]))/,
            },
          ],
        },
      },
    },
  },
  // Module workers (the investor directory), so a worker's imports are split like the page's.
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    setupFiles: ['vitest.setup.ts'],
    environment: 'node',
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
})
