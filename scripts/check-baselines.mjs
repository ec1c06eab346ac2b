#!/usr/bin/env node
/**
 * Every visual baseline names a story: each PNG in stories/__image_snapshots__ (not its __diff_output__) is
 * `<story id>.png` for a story that exists. A story renamed without its baseline (`git mv` the PNG to the new id,
 * so the picture stays the same) or removed with its baseline left behind leaves an orphan, listed here.
 *
 * The ids are Storybook's own, read from the story files as the build reads them (title and export names, no
 * build needed).
 *
 *   node scripts/check-baselines.mjs      exits 1 listing each orphaned baseline
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readCsf } from 'storybook/internal/csf-tools'

const root = fileURLToPath(new URL('..', import.meta.url))
const storiesDir = join(root, 'stories')
const baselinesDir = join(storiesDir, '__image_snapshots__')

/** The story files under stories/ (the baselines' folder holds none). */
function storyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__image_snapshots__' ? [] : storyFiles(path)
    return entry.name.endsWith('.stories.tsx') ? [path] : []
  })
}

/** The ids of every story of the story files. */
export async function storyIds(files = storyFiles(storiesDir)) {
  const ids = new Set()
  for (const file of files) {
    const csf = (
      await readCsf(file, {
        makeTitle: (title) => {
          if (!title) throw new Error(`${relative(root, file)} has no title: name it in its default export`)
          return title
        },
      })
    ).parse()
    for (const story of csf.stories) ids.add(story.id)
  }
  return ids
}

/** The baselines whose name is no story's id. */
export async function orphanedBaselines() {
  const ids = await storyIds()
  return readdirSync(baselinesDir)
    .filter((name) => name.endsWith('.png'))
    .filter((name) => !ids.has(name.slice(0, -'.png'.length)))
    .sort()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const orphans = await orphanedBaselines()
  if (orphans.length > 0) {
    console.error(`${orphans.length} baseline(s) in stories/__image_snapshots__ name no story:`)
    for (const name of orphans) console.error(`  ${name}`)
    process.exit(1)
  }
  console.log('Every baseline in stories/__image_snapshots__ names a story.')
}
