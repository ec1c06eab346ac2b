import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { Accordion, Button, Dialog } from '../../components'
import { termsDialogLayout, termsDialogTexts, type DialogTerm, type TermsDialogState } from '../../domain'
import { usePortal } from '../state/PortalContext'
import { answerTerms } from '../state/terms'
import { loadTermSanitizer, sanitizeTermText, termSanitizerLoaded } from './termText'

const TermBody = styled.div`
  max-height: 50vh;
  overflow: auto;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`

function TermText({ term }: { term: DialogTerm }) {
  return <TermBody dangerouslySetInnerHTML={{ __html: sanitizeTermText(term.text ?? '') }} />
}

/**
 * The terms dialog (spec §2.5, §4): the active term's I AGREE / I DO NOT AGREE; one term as text, several as
 * an accordion; Enter accepts; closing declines what is pending; leaving the page just closes it.
 */
export function TermsDialog() {
  const portal = usePortal()
  const termsDialog = useSnapshot(portal).termsDialog as TermsDialogState
  const agreeRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const openedAt = useRef(pathname)
  const [sanitizerReady, setSanitizerReady] = useState(termSanitizerLoaded)

  // The dialog opens once its sanitiser is there (a moment on first use), so nothing in it moves afterwards.
  useEffect(() => {
    if (!termsDialog.open || sanitizerReady) return
    let current = true
    void loadTermSanitizer().then(() => current && setSanitizerReady(true))
    return () => {
      current = false
    }
  }, [termsDialog.open, sanitizerReady])

  useEffect(() => {
    if (termsDialog.open && openedAt.current !== pathname)
      answerTerms(portal, { type: 'close', byNavigation: true })
    openedAt.current = pathname
  }, [pathname, portal, termsDialog.open])

  const terms: DialogTerm[] = termsDialog.terms
  const active = terms.find((term) => term.id === termsDialog.activeTermId)
  if (!termsDialog.open || !active || !sanitizerReady) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return
    // Enter accepts, unless it is activating another button (the accordion headers, I DO NOT AGREE).
    if (event.target instanceof HTMLButtonElement && event.target !== agreeRef.current) return
    event.preventDefault()
    answerTerms(portal, { type: 'accept' })
  }

  return (
    <Dialog
      open
      size="wide"
      title={
        termsDialogLayout(termsDialog) === 'plain'
          ? active.name
          : `${active.name} (${terms.indexOf(active) + 1} of ${terms.length})`
      }
      onClose={() => answerTerms(portal, { type: 'close' })}
      initialFocusRef={agreeRef}
      onKeyDown={onKeyDown}
      footer={
        <>
          <Button variant="secondary" onClick={() => answerTerms(portal, { type: 'decline' })}>
            {termsDialogTexts.disagree}
          </Button>
          <Button ref={agreeRef} onClick={() => answerTerms(portal, { type: 'accept' })}>
            {termsDialogTexts.agree}
          </Button>
        </>
      }
    >
      {termsDialogLayout(termsDialog) === 'plain' ? (
        <TermText term={active} />
      ) : (
        <Accordion
          key={active.id}
          items={terms.map((term) => ({
            id: String(term.id),
            title: `${term.name} (${term.status})`,
            content: <TermText term={term} />,
          }))}
          defaultExpandedIds={[String(active.id)]}
        />
      )}
    </Dialog>
  )
}
