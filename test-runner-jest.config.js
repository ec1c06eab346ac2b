import { fileURLToPath } from 'node:url'
import { getJestConfig } from '@storybook/test-runner'

// Stories run in Debian's Chromium, never a downloaded browser (see ../shared/design/TOOLCHAIN.md).
const testRunnerConfig = getJestConfig()

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
]

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
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: chromiumArgs,
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
}
