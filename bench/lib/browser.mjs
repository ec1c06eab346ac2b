import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

/** Debian's Chromium with the flags this machine needs (scripts/chromium.mjs). */
export async function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
}
