import { useCallback, useEffect, useRef, useState } from 'react'

/** An element's content size, kept up to date as it resizes; [size, ref to attach]. */
export function useElementSize<E extends HTMLElement>(): [
  { width: number; height: number },
  (element: E | null) => void,
] {
  const [size, setSize] = useState({ width: 0, height: 0 })
  const observer = useRef<ResizeObserver | null>(null)
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect()
    if (!element) return
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight })
    measure()
    observer.current = new ResizeObserver(measure)
    observer.current.observe(element)
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])
  return [size, ref]
}

/** A search typed into the field, once the reader pauses (250 ms), so each keystroke does not search anew. */
export function useDebouncedQuery(query: string, delay = 250): string {
  const [settled, setSettled] = useState(query)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), delay)
    return () => clearTimeout(timer)
  }, [query, delay])
  return settled
}
