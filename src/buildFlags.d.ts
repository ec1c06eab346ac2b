/**
 * Replaced at build time (vite.config.ts `define`): true where the embedded demo provider is part of the build
 * (the dev server, vitest, Storybook, `npm run build:demo`), false in the deployment artifact (`npm run build`).
 */
declare const __DEMO_PROVIDER__: boolean

/**
 * True where the build carries report pages of the portal's own origin (the demo report service's page: the demo
 * build, the journeys' e2e build, Storybook, vitest), false in the deployment artifact, which embeds reports only
 * from the configured report hosts.
 */
declare const __PORTAL_PAGE_REPORTS__: boolean
