import { useRef, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { Accordion, Button, Dialog, theme } from '../../components'
import { termsDialogLayout, termsDialogTexts, type DialogTerm, type TermsDialogState } from '../../domain'
import type { PortalState } from '../state/portalStore'
import { answerTerms } from '../state/terms'
import { sanitizeTermText } from './termText'

const TermBody = styled.div`
  max-height: 50vh;
  overflow: auto;
  line-height: ${theme.typography.lineHeight.normal};
`

function TermText({ term }: { term: DialogTerm }) {
  return <TermBody dangerouslySetInnerHTML={{ __html: sanitizeTermText(term.text ?? '') }} />
}

export interface TermsDialogViewProps {
  portal: PortalState
  termsDialog: TermsDialogState
  active: DialogTerm
}

/**
 * The open terms dialog (its code, with the term-text sanitiser, loads when a term is first asked): the active
 * term's I AGREE / I DO NOT AGREE; one term as text, several as an accordion; Enter accepts.
 */
export function TermsDialogView({ portal, termsDialog, active }: TermsDialogViewProps) {
  const agreeRef = useRef<HTMLButtonElement>(null)
  const terms = termsDialog.terms

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
