import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chromiumArgs, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs'

/** The features the installed playwright-core disables itself, read from its code. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib')
  const code = readFileSync(join(lib, 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(code)?.[1]
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found")
  return [...list.matchAll(/"([A-Za-z]+)"/g)].map((match) => match[1]!)
}

describe('the Chromium flags', () => {
  it("carry Playwright's own disabled features, since Chromium reads only the last --disable-features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightDisabledFeatures())
    const switches = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    const disabled = switches[0]!.slice('--disable-features='.length).split(',')
    expect(disabled).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES))
    expect(disabled).toEqual(expect.arrayContaining(['WebUIOmniboxPopup']))
  })
})
