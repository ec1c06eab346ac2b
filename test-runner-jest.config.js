import { fileURLToPath } from 'node:url'
import { getJestConfig } from '@storybook/test-runner'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

const testRunnerConfig = getJestConfig()

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The test-runner's own per-file setup first, replaced by this project's (see the file).
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.map((file) =>
    file.endsWith('playwright/jest-setup.js')
      ? fileURLToPath(new URL('.storybook/test-runner-setup.ts', import.meta.url))
      : file,
  ),
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // Debian's Chromium (scripts/chromium.mjs); pictures drawn the same on every run.
      launchOptions: {
        executablePath: chromiumPath(),
        args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
}
