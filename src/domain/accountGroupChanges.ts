import type { Id } from './entities/filters'

// Apart from accountGroups.ts (which the header uses at start): only the group editor's chunks load it.

/** The association calls a saved group needs: accounts to add and to remove, each once, in the given order. */
export function groupAccountChanges(
  before: readonly Id[],
  after: readonly Id[],
): { add: Id[]; remove: Id[] } {
  const had = new Set(before.map(String))
  const has = new Set(after.map(String))
  const once = (ids: readonly Id[]) => [...new Map(ids.map((id) => [String(id), id])).values()]
  return {
    add: once(after.filter((id) => !had.has(String(id)))),
    remove: once(before.filter((id) => !has.has(String(id)))),
  }
}
