import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { FileAttach, type AttachedFile, type FileAttachProps } from '../../../src/components'
import { attachmentTexts, MAX_ATTACHMENT_BYTES } from '../../../src/domain'
import { Stage } from '../Stage'

function Controlled(props: FileAttachProps) {
  const [file, setFile] = useState<AttachedFile | null>(props.file)
  return (
    <Stage>
      <FileAttach
        {...props}
        file={file}
        onAttach={(chosen) => {
          setFile({ name: chosen.name, size: chosen.size })
          props.onAttach(chosen)
        }}
        onRemove={() => {
          setFile(null)
          props.onRemove()
        }}
      />
    </Stage>
  )
}

const meta = {
  title: 'Components/Inputs/FileAttach',
  component: FileAttach,
  args: { file: null, onAttach: fn(), onRemove: fn(), onReject: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FileAttach>

export default meta
type Story = StoryObj<typeof meta>

/** The input is chosen by the picker's accept list in a browser; tests hand it any file to see the checks. */
const choose = (canvasElement: HTMLElement, file: File) =>
  fireEvent.change(within(canvasElement).getByLabelText('Attach file'), { target: { files: [file] } })

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(canvas.getByLabelText('Attach file'), new File(['%PDF'], 'Wire instructions.pdf'))
    await expect(args.onAttach).toHaveBeenCalledTimes(1)
    await expect(canvas.getByText('Wire instructions.pdf')).toBeVisible()
    await expect(canvas.getByLabelText('Attach file')).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Wire instructions.pdf' }))
    await expect(args.onRemove).toHaveBeenCalledTimes(1)
    await expect(canvas.getByLabelText('Attach file')).toBeEnabled()
  },
}

export const Attached: Story = {
  args: { file: { name: 'Signed letter.docx', size: 24_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signed letter.docx')).toBeVisible()
    await expect(within(canvasElement).getByLabelText('Attach file')).toBeDisabled()
  },
}

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'Scan.PDF'))
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(attachmentTexts.tooLarge)
    await expect(args.onReject).toHaveBeenCalledWith(attachmentTexts.tooLarge)
    await expect(args.onAttach).not.toHaveBeenCalled()
  },
}

export const TypeNotAllowed: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, new File(['x'], 'instructions.exe'))
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      attachmentTexts.typeNotAllowed,
    )
    await expect(args.onAttach).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Attach file')).toBeDisabled()
  },
}
