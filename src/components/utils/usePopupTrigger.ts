import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The open state of a popup and the control that opens it. Closing by keyboard (Escape, a pick) gives the focus
 * back to the trigger, after the popup has gone from the page: the focus is moved in an effect, once the close
 * has rendered, since a trigger focused while its popup still holds a focus trap would lose it again.
 */
export function usePopupTrigger<E extends HTMLElement = HTMLButtonElement>() {
  const triggerRef = useRef<E>(null)
  const [open, setOpen] = useState(false)
  const [returnFocus, setReturnFocus] = useState(0)

  useEffect(() => {
    if (returnFocus > 0) triggerRef.current?.focus()
  }, [returnFocus])

  /** Closes the popup; `focusTrigger` false where the focus has already moved on (a click elsewhere, Tab). */
  const close = useCallback((focusTrigger = true) => {
    setOpen(false)
    if (focusTrigger) setReturnFocus((count) => count + 1)
  }, [])

  return { triggerRef, open, setOpen, close }
}
