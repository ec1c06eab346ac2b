import type { expect as jestExpect } from '@jest/globals'
import type { TestRunnerConfig } from '@storybook/test-runner'
import type { Parameters } from 'storybook/internal/csf'
import type { Page } from 'playwright-core'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The test-runner also loads this file outside Jest, so `expect` is Jest's global, not an import.
declare const expect: typeof jestExpect

/**
 * Every story, as a test: its play function and axe run inside Storybook (addon-a11y in 'error' mode);
 * here we add the checks that need the page: no unhandled provider call, and a visual snapshot
 * compared with the committed baseline.
 */
/**
 * The test-runner's getStoryContext, here so that a story file's module registry does not load the test-runner's
 * bundle for it (see test-runner-setup.ts).
 */
type StoryContext = { parameters?: Parameters }
const getStoryContext = (page: Page, context: { id: string }): Promise<StoryContext> =>
  page.evaluate(
    async ({ storyId, limitMs }) => {
      const storybook = globalThis as unknown as {
        __STORYBOOK_PREVIEW__?: { ready: () => Promise<void> }
        __getContext: (id: string) => Promise<StoryContext>
      }
      // A file's first story may ask before Storybook has read its index. Until then the store answers every call
      // with StoryStoreAccessedBeforeInitializationError (the store itself is there, so testing for it is not
      // enough): wait for the preview, then for its ready(), which resolves once the index is read.
      for (const started = Date.now(); !storybook.__STORYBOOK_PREVIEW__ && Date.now() - started < limitMs;)
        await new Promise((resolve) => setTimeout(resolve, 20))
      await storybook.__STORYBOOK_PREVIEW__?.ready()
      return storybook.__getContext(storyId)
    },
    { storyId: context.id, limitMs: 10_000 },
  )

/** The page size of test-runner-jest.config.js; a story may ask for a narrower one (`pageWidth`). */
const VIEWPORT = { width: 1280, height: 800 }
/** How long a story's picture waits for its page to stop loading and settling. */
const SETTLE_MS = 10_000

const SNAPSHOTS_DIR = path.join(process.cwd(), 'stories', '__image_snapshots__')

const config: TestRunnerConfig = {
  // A dialog sizes itself to the window, not to a story's column: a phone-width dialog needs a phone-width page.
  // Set before every story, so a failed narrow story cannot leave the next one narrow.
  async preVisit(page, context) {
    const story = await getStoryContext(page, context)
    const width = Number(story.parameters?.pageWidth) || VIEWPORT.width
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ ...VIEWPORT, width })
  },
  async postVisit(page, context) {
    const unhandled = await page.evaluate(() => window.__unhandledProviderCalls ?? [])
    if (unhandled.length > 0) {
      throw new Error(`The story made provider calls no handler answers:\n${unhandled.join('\n')}`)
    }
    const story = await getStoryContext(page, context)
    if (story.parameters?.visual?.disable === true) return
    // No wait for network idle (the test-runner's waitForPageReady): Playwright fires it once per page, a while
    // after Storybook's iframe loads, and keeps it until the page navigates, so it never waited for a story's
    // calls; a story file starting sooner than that (calls answered by the service worker) never saw it at all.
    // A report page still deciding whether its drawer must collapse (ReportPage's data-settling), a chart whose code
    // is loading, or a panel still fetching (aria-busy, e.g. home's unread documents) may yet change.
    // A story whose whole subject stays busy on purpose (a loading state) says so (`visual.staysBusy`): its busy
    // parts are not waited for, only the height below. One with a part that waits beside parts that settle (home's
    // panels) names the part's loading messages (`visual.busyWith`), and the rest is waited for.
    // Up to 10 s: on a loaded two-core machine a report has been pictured mid-way after 3 s (the schedule of
    // investments cut short while its page still settled). A story still busy then is pictured as it is, and named.
    // And until the page's height has held for three frames: a report table measures whether it scrolls sideways a
    // frame after a resize (the reports drawer folding makes room), and a full-page picture taken in between had the
    // contained table's height (100 px short) with the content of the next frame.
    // The fonts first: a font arriving lays the page out again.
    await page.evaluate(async () => {
      await document.fonts.ready
      delete (window as { pictureWait?: unknown }).pictureWait
    })
    const staysBusy = story.parameters?.visual?.staysBusy === true
    const busyWith: string[] = story.parameters?.visual?.busyWith ?? []
    await page
      .waitForFunction(
        ({ staysBusy, busyWith }) => {
          // The parts a story keeps loading on purpose: the nearest busy box around each of its loading messages.
          const expected = new Set(
            [...document.querySelectorAll('[role="status"][aria-label]')]
              .filter((status) => busyWith.includes(status.getAttribute('aria-label') ?? ''))
              .map((status) => status.closest('[aria-busy="true"]')),
          )
          const settled =
            staysBusy ||
            [...document.querySelectorAll('[data-settling], [aria-busy="true"]')].every((busy) =>
              expected.has(busy),
            )
          const height = document.documentElement.scrollHeight
          const held = ((window as { pictureWait?: { height: number; frames: number } }).pictureWait ??= {
            height,
            frames: 0,
          })
          held.frames = settled && held.height === height ? held.frames + 1 : 0
          held.height = height
          return held.frames >= 3
        },
        { staysBusy, busyWith },
        { timeout: SETTLE_MS, polling: 'raf' },
      )
      .catch(async () => {
        // Named by their loading messages, what a story's `visual.busyWith` would list.
        const busy = await page.evaluate(() =>
          [...document.querySelectorAll('[data-settling], [aria-busy="true"]')].map((part) => {
            const labels = [...part.querySelectorAll('[role="status"][aria-label]')].map((status) =>
              status.getAttribute('aria-label'),
            )
            return `<${part.tagName.toLowerCase()}>${labels.length ? ` ${JSON.stringify(labels)}` : ''}`
          }),
        )
        console.warn(
          `${context.id}: still busy or settling after ${SETTLE_MS} ms, pictured as it is (busy: ${busy.join(', ') || 'none, the height changing'})`,
        )
      })
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
    // A picture byte for byte its baseline cannot differ by a pixel: no need to decode and compare the two.
    const baseline = path.join(SNAPSHOTS_DIR, `${context.id}.png`)
    if (existsSync(baseline) && image.equals(readFileSync(baseline))) return
    // Loaded for the few pictures that need it, not into every story file's module registry.
    const { toMatchImageSnapshot } = await import('jest-image-snapshot')
    expect.extend({ toMatchImageSnapshot })
    ;(expect(image) as unknown as jest.Matchers<void>).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOTS_DIR,
      customSnapshotIdentifier: context.id,
      // Compared in the test's own process: by default each picture starts a node process of its own (~170 ms).
      runInProcess: true,
      // `--update-snapshots` rewrites a baseline that still passes but is no longer the picture byte for byte, so
      // the next run takes the fast path above: decoding and comparing two full pages in JS costs about a second.
      updatePassedSnapshot: true,
      // Same machine kind, same fonts: renders are pixel-stable, so a handful of pixels is a real change.
      customDiffConfig: { threshold: 0.05 },
      // A story may allow more where Chromium draws a few glyphs a subpixel apart from run to run (`visual.maxDiffPixels`).
      failureThreshold: Number(story.parameters?.visual?.maxDiffPixels) || 25,
      failureThresholdType: 'pixel',
    })
  },
}

export default config
