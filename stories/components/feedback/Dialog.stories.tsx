import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Accordion, Button, Dialog, TextField } from '../../../src/components'
import { Stage } from '../Stage'
import { dimensions, GENERAL_TERMS_NAME, GENERAL_TERMS_TEXT, termsDialogTexts } from '../../../src/domain'

function DialogDemo(props: ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(false)
  return (
    <Stage>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={(reason) => {
          props.onClose(reason)
          setOpen(false)
        }}
      />
    </Stage>
  )
}

const meta = {
  title: 'Components/Feedback/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Investor Request',
    onClose: fn(),
    children: (
      <>
        <TextField label="Bank name" value="" onChange={() => {}} />
        <TextField label="Routing number" value="" onChange={() => {}} />
      </>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Submit</Button>
      </>
    ),
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }))
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Investor Request' })
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog.getBoundingClientRect().width).toBe(dimensions.dialogWidths[0])
    await expect(within(dialog).getByRole('textbox', { name: 'Bank name' })).toHaveFocus()
  },
}

export const Wide: Story = {
  args: { size: 'wide' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog.getBoundingClientRect().width).toBe(dimensions.dialogWidths[1])
  },
}

/** Tab cycles inside the dialog; Escape closes it and focus goes back to the button that opened it. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement)
    const inside = within(dialog)
    await userEvent.tab({ shift: true })
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(inside.getByRole('button', { name: 'Submit' })).toHaveFocus()
    await userEvent.tab()
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledWith('escape')
    await expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus()
  },
}

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledWith('closeButton')
    await expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus()
  },
}

/** The terms dialog's shape: several terms as an accordion, the two answers in the footer. */
export const TermsLike: Story = {
  args: {
    title: 'Investor Request',
    children: (
      <Accordion
        defaultExpandedIds={['general']}
        items={[
          { id: 'general', title: GENERAL_TERMS_NAME, content: <p>{GENERAL_TERMS_TEXT}</p> },
          {
            id: 'site',
            title: 'Sitewide Terms of Use',
            content: <p>Use of this site is subject to terms.</p>,
          },
        ]}
      />
    ),
    footer: (
      <>
        <Button variant="secondary">{termsDialogTexts.disagree}</Button>
        <Button>{termsDialogTexts.agree}</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement))
    await expect(dialog.getByRole('button', { name: termsDialogTexts.agree })).toBeVisible()
    await expect(dialog.getByRole('button', { name: termsDialogTexts.disagree })).toBeVisible()
    await expect(dialog.getByText(GENERAL_TERMS_TEXT)).toBeVisible()
  },
}
