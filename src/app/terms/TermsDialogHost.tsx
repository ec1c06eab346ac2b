import { useEffect, useState, type ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { usePortal } from '../state/PortalContext'

let loaded: ComponentType | null = null

/** The dialog's code and its sanitiser (DOMPurify), asked for together. */
const loadTermsDialog = (): Promise<ComponentType> =>
  Promise.all([
    import('./TermsDialog'),
    import('./termText').then((module) => module.loadTermSanitizer()),
  ]).then(([module]) => (loaded = module.TermsDialog))

/**
 * The terms dialog, its code loaded when a term is first asked (most pages of most sessions never show it, so home's
 * first load does not carry it, nor its accordion). The dialog is drawn once its code is in rather than behind a
 * Suspense boundary, which React would hold back for up to 300 ms after its fallback.
 */
export function TermsDialogHost() {
  const { open } = useSnapshot(usePortal()).termsDialog
  const [TermsDialog, setTermsDialog] = useState<ComponentType | null>(() => loaded)
  useEffect(() => {
    if (!open || TermsDialog) return
    let current = true
    loadTermsDialog().then(
      (dialog) => current && setTermsDialog(() => dialog),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
  }, [open, TermsDialog])
  return open && TermsDialog ? <TermsDialog /> : null
}
