import { useEffect, useRef, type RefObject } from 'react'

/** Calls onOutside when a pointer goes down outside every given element while active (closes popups). */
export function useOutsidePointer(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside)
  useEffect(() => {
    latest.current = onOutside
  })
  useEffect(() => {
    if (!active) return
    const handle = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (target && refs.some((ref) => ref.current?.contains(target))) return
      latest.current()
    }
    document.addEventListener('pointerdown', handle)
    return () => document.removeEventListener('pointerdown', handle)
    // refs are stable ref objects; listing the array itself would re-subscribe every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])
}
