import { useEffect, useRef, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, Callout, Dialog, FileAttach, Muted, Row, Select, Stack, TextArea } from '../../components'
import { api } from '../../api'
import {
  investorRequestPayload,
  investorRequestTypeOptions,
  investorRequestWarningTexts,
  submitDisabled,
  successTexts,
  utilityMenuTexts,
  warningTexts,
  type InvestorRequestPayload,
  type InvestorRequestType,
} from '../../domain'
import { useAction } from '../kit'
import { usePortalActions } from '../portalSession'
import { investorRequestTexts as texts } from './texts'
import { readAttachment } from './readAttachment'
import { useInvestorRequestForm } from './useInvestorRequestForm'
import { FundsAndAccounts } from './FundsAndAccounts'
import { WireInstructionsFields } from './WireInstructionsFields'

interface DialogProps {
  open: boolean
  onClose: () => void
  /** The request type chosen as it opens (the user may choose another). */
  type?: InvestorRequestType
}

/**
 * The investor request dialog (spec §2.5, §4, §5), opened from the header's icon and the utility menu: a type,
 * a message, for wire instructions the funds, accounts and bank details, and one attachment. It closes when the
 * portal navigates; what was typed is gone once it closes, and kept while it stays open (a failed send).
 */
export function InvestorRequestDialog({ open, onClose, type }: DialogProps) {
  const { pathname } = useLocation()
  const session = usePortalActions()
  // The send is not aborted when the dialog goes: the request may already have reached the provider.
  const sending = useAction(async (payload: InvestorRequestPayload) => {
    if (await api.entitlements.sendInvestorRequest(payload)) {
      session.notifySuccess(successTexts.investorRequestSent)
      onClose()
    } else {
      session.notifyWarning(warningTexts.someErrorOccurred)
    }
  })
  const shownAt = useRef(pathname)
  useEffect(() => {
    if (shownAt.current === pathname) return
    shownAt.current = pathname
    if (open) onClose()
  }, [pathname, open, onClose])

  return (
    // While sending it stays: the user learns whether the request went.
    <Dialog
      open={open}
      title={utilityMenuTexts.investorRequest}
      onClose={onClose}
      dismissible={!sending.busy}
    >
      <InvestorRequestForm sending={sending.busy} send={sending.run} onCancel={onClose} type={type} />
    </Dialog>
  )
}

function InvestorRequestForm({
  sending,
  send: sendRequest,
  onCancel,
  type,
}: {
  sending: boolean
  send: (payload: InvestorRequestPayload) => Promise<unknown>
  onCancel: () => void
  type?: InvestorRequestType
}) {
  const session = usePortalActions()
  const state = useInvestorRequestForm(type)
  const { form } = state

  async function send(event: FormEvent) {
    event.preventDefault()
    const payload = investorRequestPayload(form)
    if (!payload) {
      state.refuse()
      return
    }
    await sendRequest(payload)
  }

  async function attach(file: File) {
    try {
      state.setAttachment(await readAttachment(file))
    } catch (error) {
      session.reportFailure(error, texts.readingAttachment)
    }
  }

  return (
    <Stack as="form" $gap="md" noValidate aria-busy={sending} onSubmit={(event) => void send(event)}>
      <Muted>{texts.intro}</Muted>
      <Select
        label={texts.requestType}
        placeholder={texts.chooseType}
        options={investorRequestTypeOptions}
        value={form.requestType}
        onChange={state.chooseType}
        disabled={sending}
      />
      {form.requestType && <FundsAndAccounts state={state} disabled={sending} />}
      {form.requestType === 'update-wire-instructions' && (
        <WireInstructionsFields state={state} disabled={sending} />
      )}
      <TextArea
        label={texts.message}
        hint={texts.messageHint}
        value={form.request}
        onChange={state.setMessage}
        invalid={state.messageWarning || state.flagged('request')}
        disabled={sending}
        required
      />
      <Muted>{texts.attachmentHint}</Muted>
      <FileAttach
        file={state.attachment}
        onAttach={(file) => void attach(file)}
        onRemove={() => state.setAttachment(null)}
        disabled={!form.requestType || sending}
      />
      {state.warningShown && (
        <Callout tone="warning" role="alert" title={investorRequestWarningTexts.title} titleAs="strong">
          <span>{investorRequestWarningTexts.text}</span>
        </Callout>
      )}
      <Row $gap="sm" $justify="flex-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={sending}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          loading={sending}
          disabled={submitDisabled({
            requestType: form.requestType,
            loading: sending,
            warningShown: state.warningShown,
          })}
        >
          {texts.send}
        </Button>
      </Row>
    </Stack>
  )
}
