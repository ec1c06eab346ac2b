import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { loadOnce, popupCode } from '../../components'
import type { TermsDialogState } from '../../domain'
import { usePortal } from '../state/PortalContext'
import { answerTerms } from '../state/terms'
import { loadTermSanitizer } from './termText'

/**
 * The dialog's code and the term-text sanitiser (DOMPurify) load together, when a term is first asked (or when the
 * portal is first idle): the dialog opens once both are in, so nothing in it moves afterwards.
 */
const dialogCode = loadOnce(() =>
  Promise.all([import('./TermsDialogView'), loadTermSanitizer()]).then(([module]) => module.TermsDialogView),
)
const TermsDialogView = popupCode(dialogCode.preload)

/**
 * Asks for the dialog's code now: for a page opened directly behind terms (a report, a fund profile), whose first
 * draw is the dialog, so it does not wait for its code after the chrome has drawn (about 50 ms on a warm load).
 */
export function preloadTermsDialog(): void {
  void dialogCode.preload().catch(() => undefined)
}

/**
 * The terms dialog (spec §2.5, §4): the active term's I AGREE / I DO NOT AGREE; one term as text, several as
 * an accordion; Enter accepts; closing declines what is pending; leaving the page just closes it.
 */
export function TermsDialog() {
  const portal = usePortal()
  const termsDialog = useSnapshot(portal).termsDialog as TermsDialogState
  const { pathname } = useLocation()
  const openedAt = useRef(pathname)

  useEffect(() => {
    if (termsDialog.open && openedAt.current !== pathname)
      answerTerms(portal, { type: 'close', byNavigation: true })
    openedAt.current = pathname
  }, [pathname, portal, termsDialog.open])

  const active = termsDialog.terms.find((term) => term.id === termsDialog.activeTermId)
  if (!termsDialog.open || !active) return null
  return <TermsDialogView portal={portal} termsDialog={termsDialog} active={active} />
}
