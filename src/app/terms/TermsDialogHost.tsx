import { Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { preloadable } from '../../components'
import { usePortal } from '../state/PortalContext'

const termsDialog = preloadable(() => import('./TermsDialog').then((module) => module.TermsDialog))

/**
 * The terms dialog, its code loaded when a term is first asked (most pages of most sessions never show it, so home's
 * first load does not carry it, nor its accordion).
 */
export function TermsDialogHost() {
  const { open } = useSnapshot(usePortal()).termsDialog
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <termsDialog.Component />
    </Suspense>
  )
}
