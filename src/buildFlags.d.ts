/**
 * Replaced at build time (vite.config.ts `define`): true where the embedded demo provider is part of the build
 * (the dev server, vitest, Storybook, `npm run build:demo`), false in the deployment artifact (`npm run build`).
 */
declare const __DEMO_PROVIDER__: boolean
