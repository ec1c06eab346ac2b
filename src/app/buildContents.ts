import type { BuildContents } from './providerChoice'

/**
 * What this build carries, fixed by vite.config.ts at build time (`__DEMO_PROVIDER__`). Code that only the demo
 * needs is reached through `__DEMO_PROVIDER__ ? … : …` at its import site, so the deployment artifact drops it.
 */
export const buildContents: BuildContents = { demoProvider: __DEMO_PROVIDER__ }
