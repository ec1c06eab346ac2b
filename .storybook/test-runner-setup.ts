import type { TestRunnerConfig } from '@storybook/test-runner'
import config from './test-runner'

/** The globals the test code the test-runner writes for each story file calls. */
interface RunnerGlobals {
  __sbPreVisit?: TestRunnerConfig['preVisit']
  __sbPostVisit?: TestRunnerConfig['postVisit']
  __sbSetupPage: (...args: unknown[]) => Promise<void>
  __sbCollectCoverage: boolean
}

/**
 * The test-runner's per-file setup (its playwright/jest-setup.js) without its bundle: Jest gives every story file a
 * module registry of its own, and that setup imports the whole of @storybook/test-runner into each (Babel and
 * Storybook's CSF tools among it), about half a CPU-second per file, 123 files. The hooks are this project's own
 * (test-runner.ts); the page is set up again (after a story navigated away) with the bundle's setupPage, loaded
 * only then.
 */
const runner = globalThis as typeof globalThis & RunnerGlobals
config.setup?.()
runner.__sbPreVisit = config.preVisit
runner.__sbPostVisit = config.postVisit
runner.__sbSetupPage = async (...args) => {
  const { setupPage } = await import('@storybook/test-runner')
  await (setupPage as (...args: unknown[]) => Promise<void>)(...args)
}
runner.__sbCollectCoverage = false
