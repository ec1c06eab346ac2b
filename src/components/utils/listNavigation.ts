/** Keys that move the active item of a list, menu or tab list. */
export type ListKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'

const forward: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowRight'])
const backward: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowLeft'])

export const isListKey = (key: string): key is ListKey =>
  forward.has(key) || backward.has(key) || key === 'Home' || key === 'End'

/**
 * The index a key moves to in a list of `count` items, skipping disabled ones and wrapping around the ends.
 * -1 when no item is enabled. From -1 (nothing active), ArrowDown goes to the first item and ArrowUp to the last.
 */
export function moveIndex(
  current: number,
  key: ListKey,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number {
  if (count <= 0) return -1
  const step = forward.has(key) || key === 'Home' ? 1 : -1
  let index: number
  if (key === 'Home') index = 0
  else if (key === 'End') index = count - 1
  else if (current < 0 || current >= count) index = step === 1 ? 0 : count - 1
  else index = (current + step + count) % count
  for (let tries = 0; tries < count; tries++) {
    if (!isDisabled(index)) return index
    index = (index + step + count) % count
  }
  return -1
}
