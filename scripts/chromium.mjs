/**
 * How every test and bench starts Debian's Chromium (never a downloaded browser, see ../shared/design/TOOLCHAIN.md):
 * the story run (test-runner-jest.config.js), the journeys (e2e/lib/browser.mjs) and the bench (bench/lib/browser.mjs).
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1, its chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features` switch on its command line, so a list of ours must carry Playwright's too;
 * scripts/chromium.test.ts fails when an upgrade of Playwright changes it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chrome's address-bar popups, drawn as WebUI pages (chrome://omnibox-popup.top-chrome): headless Chromium 156
 * builds them for every new tab, in renderer processes of their own, although a headless tab has no address bar.
 * Fifteen new pages one after another took 11.4 CPU-seconds with them and 5.7 without on the 2-core machine.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/** The flags this machine needs as root on a closed network, and what no test needs. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
]
