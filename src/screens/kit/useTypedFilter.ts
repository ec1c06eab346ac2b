import { useEffect, useState } from 'react'
import { useDebouncedValue } from '../../components'

/**
 * A search box over a URL filter: what is typed is written to the URL once the user pauses (one history entry,
 * not one a keystroke), and a value the URL gets otherwise (back, forward, a link) fills the box.
 */
export function useTypedFilter(
  urlValue: string,
  commit: (text: string) => void,
  ms: number,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue)
  const typed = useDebouncedValue(text, ms)
  useEffect(() => {
    if (typed !== urlValue) commit(typed)
    // Only a pause in typing writes; a new URL value or commit function alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed])
  const [seen, setSeen] = useState(urlValue)
  if (seen !== urlValue) {
    setSeen(urlValue)
    setText(urlValue)
  }
  return [text, setText]
}
