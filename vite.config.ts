/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * The Content-Security-Policy of the built portal, as a meta element (spec §9). Only in builds:
 * the dev server's React refresh preamble is an inline script. `PORTAL_CONNECT_SRC` names the
 * provider's origin(s) the build may call, `PORTAL_FRAME_SRC` the report service's host(s) the line-two reports are
 * embedded from (default https://app.powerbi.com); frame-ancestors and reporting belong to the server (README).
 */
function contentSecurityPolicy(): Plugin {
  const connectSrc = ["'self'", ...(process.env.PORTAL_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean)]
  // The report service's host the line-two reports are embedded from (the demo's report pages are the portal's own).
  const frameSrc = [
    "'self'",
    ...(process.env.PORTAL_FRAME_SRC ?? 'https://app.powerbi.com').split(/\s+/).filter(Boolean),
  ]
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${frameSrc.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
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
