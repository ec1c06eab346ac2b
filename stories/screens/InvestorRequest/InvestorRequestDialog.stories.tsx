import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { format } from 'date-fns'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { hostileCorpus } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { Button, componentTexts } from '../../../src/components'
import {
  EFFECTIVE_DATE_LABEL,
  MAX_ATTACHMENT_BYTES,
  attachmentTexts,
  investorRequestTypeLabels,
  investorRequestWarningTexts,
  paths,
  rejectionTexts,
  successTexts,
  utilityMenuTexts,
  warningTexts,
} from '../../../src/domain'
import { InvestorRequestDialog } from '../../../src/screens/InvestorRequest'
import { FundsAndAccounts } from '../../../src/screens/InvestorRequest/FundsAndAccounts'
import { WireInstructionsFields } from '../../../src/screens/InvestorRequest/WireInstructionsFields'
import { investorRequestTexts as texts } from '../../../src/screens/InvestorRequest/texts'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { neverAnswers, screenOf } from '../screenHelpers'
import { bodiesOf, choose } from '../reports/reportHelpers'

const REQUEST_PATH = endpoints.investorRequest.path()
const OPEN = 'Open the investor request'
const LEAVE = 'Go to the documents'

/** The dialog as the header opens it, with a way to open it again and one to navigate away. */
function RequestHost() {
  const [open, setOpen] = useState(true)
  const navigate = useNavigate()
  return (
    <>
      <Button onClick={() => setOpen(true)}>{OPEN}</Button>{' '}
      <Button variant="secondary" onClick={() => void navigate(paths.documents)}>
        {LEAVE}
      </Button>
      <InvestorRequestDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/**
 * The investor request dialog (spec §2.5, §4, §5) against the embedded provider: a request is validated before it
 * goes, and the provider's request log shows exactly what was sent.
 */
const meta = {
  title: 'Screens/InvestorRequest',
  tags: ['!autodocs'],
  component: InvestorRequestDialog,
  // Its fund and account pickers (FundsAndAccounts: loaded, failed) and the wire-instructions fields
  // (WireInstructionsFields: the update-wire-instructions type, its validation).
  subcomponents: { FundsAndAccounts, WireInstructionsFields },
  args: { open: true, onClose: () => undefined },
  render: () => <RequestHost />,
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof InvestorRequestDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole('dialog', { name: utilityMenuTexts.investorRequest })
const page = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: texts.send })
const attachInput = (dialog: HTMLElement) => within(dialog).getByLabelText(componentTexts.attachFile)
const messageField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: texts.message })
const sent = () => bodiesOf(REQUEST_PATH)
const pdf = (name = 'Signed letter.pdf') =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00, 0x80])], name, {
    type: 'application/pdf',
  })

async function chooseType(canvasElement: HTMLElement, label: string) {
  await choose(page(canvasElement), texts.requestType, label)
}

/** Chooses the first fund and opens the list of its investor accounts once they have arrived. */
async function openAccountsOfFirstFund(canvasElement: HTMLElement, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${texts.funds}`) }))
  await userEvent.click(
    within(await screenOf(canvasElement).findByRole('listbox')).getAllByRole('option')[0]!,
  )
  await userEvent.keyboard('{Escape}')
  const accountsField = await within(dialog).findByRole(
    'button',
    { name: new RegExp(`^${texts.accounts}`) },
    { timeout: 8000 },
  )
  await waitFor(() => expect(accountsField).toBeEnabled(), { timeout: 8000 })
  await userEvent.click(accountsField)
  return screenOf(canvasElement).findByRole('listbox')
}

/** Wire instructions for the first fund and its first account, with every bank field filled. */
async function fillWireInstructions(canvasElement: HTMLElement, dialog: HTMLElement) {
  await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
  await userEvent.click(
    within(await openAccountsOfFirstFund(canvasElement, dialog)).getAllByRole('option')[0]!,
  )
  await userEvent.keyboard('{Escape}')
  for (const [field, label] of Object.entries(texts.wireFields))
    await userEvent.type(within(dialog).getByRole('textbox', { name: label }), `${field} value`)
}

/** Opened: a type is chosen first; attach and send wait for it. The three types carry the spec's labels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(attachInput(dialog)).toBeDisabled()
    await expect(sendButton(dialog)).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${texts.requestType}`) }))
    const options = within(await screenOf(canvasElement).findByRole('listbox')).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Information Request/General Support',
      'Update Wire Instructions',
      'No Data Request',
    ])
    await userEvent.keyboard('{Escape}')
  },
}

/** A general request with an attachment: sent as its type, message, name and base64 bytes; then closed. */
export const GeneralSupport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['information-request-general-support'])
    // An empty message has the warning border from the start (spec §5).
    await expect(messageField(dialog)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(messageField(dialog), 'Please resend the Q3 statement.')
    await expect(messageField(dialog)).not.toHaveAttribute('aria-invalid')
    await userEvent.upload(attachInput(dialog), pdf())
    await expect(await within(dialog).findByText('Signed letter.pdf')).toBeVisible()
    await expect(attachInput(dialog)).toBeDisabled()
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(successTexts.investorRequestSent, {}, { timeout: 8000 })
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull())
    const [body] = await sent()
    await expect(body).toEqual({
      requestType: 'information-request-general-support',
      request: 'Please resend the Q3 statement.',
      customFields: {},
      entitledAccounts: [],
      entitledEntities: [],
      attachmentName: 'Signed letter.pdf',
      attachment: 'JVBERi0xLjcK/wCA',
    })
  },
}

/** Wire instructions: funds, their accounts, five bank fields and the effective date shown like 'MMMM d, yyyy'. */
export const UpdateWireInstructions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await fillWireInstructions(canvasElement, dialog)
    const dateField = within(dialog).getByRole('button', { name: new RegExp(EFFECTIVE_DATE_LABEL) })
    await userEvent.click(dateField)
    const calendar = await screenOf(canvasElement).findByRole('dialog', {
      name: `Choose ${EFFECTIVE_DATE_LABEL}`,
    })
    await userEvent.click(within(calendar).getByRole('button', { name: /today/ }))
    const today = mockState.today
    await expect(dateField).toHaveTextContent(format(today, 'MMMM d, yyyy'))
    await userEvent.type(messageField(dialog), 'New bank from December.')
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(successTexts.investorRequestSent, {}, { timeout: 8000 })
    const [body] = await sent()
    await expect(body).toMatchObject({
      requestType: 'update-wire-instructions',
      request: 'New bank from December.',
      customFields: {
        bankName: 'bankName value',
        beneficiaryAccountName: 'beneficiaryAccountName value',
        bankCountry: 'bankCountry value',
        bankAccountNumber: 'bankAccountNumber value',
        routingNumber: 'routingNumber value',
        effectiveDate: format(today, 'yyyy-MM-dd'),
      },
    })
    await expect((body?.entitledAccounts as unknown[]).length).toBe(1)
    await expect((body?.entitledEntities as unknown[]).length).toBe(1)
  },
}

export const NoDataRequest: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await expect(messageField(dialog)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(messageField(dialog), 'I see no reports for my new account.')
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(successTexts.investorRequestSent, {}, { timeout: 8000 })
    await expect(await sent()).toEqual([
      expect.objectContaining({ requestType: 'no-data-request', customFields: {} }),
    ])
  },
}

/**
 * An incomplete submit sends nothing and shows 'ERROR' / 'Please finish filling out information'; send stays
 * blocked while it shows, and it clears once the required fields are filled.
 */
export const ValidationWarning: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    await userEvent.type(messageField(dialog), 'Wire change')
    await userEvent.click(sendButton(dialog))
    const warning = await within(dialog).findByRole('alert')
    await expect(warning).toHaveTextContent(investorRequestWarningTexts.title)
    await expect(warning).toHaveTextContent(investorRequestWarningTexts.text)
    await expect(sendButton(dialog)).toBeDisabled()
    await expect(within(dialog).getByRole('textbox', { name: texts.wireFields.bankName })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await fillWireInstructions(canvasElement, dialog)
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await expect(sendButton(dialog)).toBeEnabled()
    // Emptied again, the message is flagged by the next submit only.
    await userEvent.clear(messageField(dialog))
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(sendButton(dialog))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(investorRequestWarningTexts.text)
    await expect(messageField(dialog)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(messageField(dialog), 'Wire change')
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await expect(await sent()).toEqual([])
  },
}

/** The custom fields stay when the type changes and comes back (spec §4). */
export const TypeSwitchKeepsFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: texts.wireFields.bankName }),
      'First Bank',
    )
    await userEvent.type(messageField(dialog), 'Kept message')
    await chooseType(canvasElement, investorRequestTypeLabels['information-request-general-support'])
    await expect(within(dialog).queryByRole('textbox', { name: texts.wireFields.bankName })).toBeNull()
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    await expect(within(dialog).getByRole('textbox', { name: texts.wireFields.bankName })).toHaveValue(
      'First Bank',
    )
    await expect(messageField(dialog)).toHaveValue('Kept message')
  },
}

export const AttachmentTooBig: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await fireEvent.change(attachInput(dialog), {
      target: { files: [new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'Scan.PDF')] },
    })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(attachmentTexts.tooLarge)
    await expect(within(dialog).queryByText('Scan.PDF')).toBeNull()
    // Exactly 5,000,000 bytes, with an upper-case extension, is accepted.
    await fireEvent.change(attachInput(dialog), {
      target: { files: [new File([new Uint8Array(MAX_ATTACHMENT_BYTES)], 'Scan.PDF')] },
    })
    await expect(await within(dialog).findByText('Scan.PDF')).toBeVisible()
  },
}

export const AttachmentWrongType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await fireEvent.change(attachInput(dialog), { target: { files: [new File(['x'], 'instructions.exe')] } })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(attachmentTexts.typeNotAllowed)
    await expect(attachInput(dialog)).toBeEnabled()
  },
}

/** While sending: the button is busy, the fields and attach are off, and the dialog cannot be dismissed. */
export const Sending: Story = {
  parameters: { ...neverAnswers('POST', REQUEST_PATH), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), 'Where is my report?')
    await userEvent.click(sendButton(dialog))
    await waitFor(() => expect(sendButton(dialog)).toHaveAttribute('aria-busy', 'true'))
    await expect(sendButton(dialog)).toBeDisabled()
    await expect(attachInput(dialog)).toBeDisabled()
    await expect(messageField(dialog)).toBeDisabled()
    await expect(within(dialog).queryByRole('button', { name: componentTexts.close })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await expect(
      screenOf(canvasElement).getByRole('dialog', { name: utilityMenuTexts.investorRequest }),
    ).toBeVisible()
  },
}

/** Sent: closed with 'Your request has been sent.'; opened again, the form is empty. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), 'Sent once')
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(successTexts.investorRequestSent, {}, { timeout: 8000 })
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: OPEN }))
    dialog = await dialogOf(canvasElement)
    await expect(messageField(dialog)).toHaveValue('')
    await expect(sendButton(dialog)).toBeDisabled()
  },
}

/** Refused with a reason: the first element of the answer is shown, and everything typed and attached stays. */
export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: withFaults([
        {
          method: 'POST',
          path: REQUEST_PATH,
          status: 400,
          body: ['Wire changes need a signed letter.', 'x'],
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['information-request-general-support'])
    await userEvent.type(messageField(dialog), 'Kept after failure')
    await userEvent.upload(attachInput(dialog), pdf('Kept.pdf'))
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText('Wire changes need a signed letter.', {}, { timeout: 8000 })
    await expect(messageField(dialog)).toHaveValue('Kept after failure')
    await expect(within(dialog).getByText('Kept.pdf')).toBeVisible()
    await expect(sendButton(dialog)).toBeEnabled()
  },
}

/** Without a reason (or with an answer that is not truthy): 'Some error occurred. Please try again.' */
export const SendFailedWithoutBody: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: REQUEST_PATH, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), 'Kept after failure')
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(warningTexts.someErrorOccurred, {}, { timeout: 8000 })
    await expect(messageField(dialog)).toHaveValue('Kept after failure')
  },
}

export const AnsweredFalse: Story = {
  parameters: { msw: { handlers: [http.post(`*${REQUEST_PATH}`, () => HttpResponse.json(false))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), 'Not taken')
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(warningTexts.someErrorOccurred, {}, { timeout: 8000 })
    await expect(screenOf(canvasElement).getByRole('dialog')).toBeVisible()
    await expect(screenOf(canvasElement).queryByText(successTexts.investorRequestSent)).toBeNull()
  },
}

/** The accounts of the chosen funds could not be loaded: the §8 text in place of their list, with a retry. */
export const AccountsFailed: Story = {
  parameters: {
    msw: {
      handlers: withFaults([{ method: 'GET', path: endpoints.entitledAccounts.path(), status: 500 }]),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${texts.funds}`) }))
    await userEvent.click(
      within(await screenOf(canvasElement).findByRole('listbox')).getAllByRole('option')[0]!,
    )
    await userEvent.keyboard('{Escape}')
    await expect(
      await within(dialog).findByText(rejectionTexts.investorAccounts, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: componentTexts.retry })).toBeEnabled()
    // Wire instructions cannot go without accounts: the request waits.
    await expect(within(dialog).queryByRole('button', { name: new RegExp(`^${texts.accounts}`) })).toBeNull()
  },
}

/** The portal navigates: the dialog closes, and what was typed is gone. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), 'Left behind')
    // The dialog is modal; the portal navigates underneath it (a link in a notification, the back button).
    within(canvasElement).getByRole('button', { name: LEAVE }).click()
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: OPEN }))
    await expect(messageField(await dialogOf(canvasElement))).toHaveValue('')
  },
}

/** On a phone the dialog fills the window and the bank fields stack. */
export const Narrow: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    await expect(within(dialog).getByRole('textbox', { name: texts.wireFields.routingNumber })).toBeVisible()
    const root = canvasElement.ownerDocument.documentElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
  },
}

/** Hostile account names are options as text; a hostile reason is shown as text; nothing runs. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  parameters: {
    msw: {
      handlers: withFaults([{ method: 'POST', path: REQUEST_PATH, status: 400, body: [hostileCorpus[1]] }]),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await chooseType(canvasElement, investorRequestTypeLabels['update-wire-instructions'])
    const names = within(await openAccountsOfFirstFund(canvasElement, dialog))
      .getAllByRole('option')
      .map((option) => option.textContent)
    await expect(names.some((name) => hostileCorpus.includes(name ?? ''))).toBe(true)
    await userEvent.keyboard('{Escape}')
    await chooseType(canvasElement, investorRequestTypeLabels['no-data-request'])
    await userEvent.type(messageField(dialog), hostileCorpus[0]!.replace(/[{[]/g, '$&$&'))
    await userEvent.click(sendButton(dialog))
    await screenOf(canvasElement).findByText(hostileCorpus[1]!, {}, { timeout: 8000 })
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}
