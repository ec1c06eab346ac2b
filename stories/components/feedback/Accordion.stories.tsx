import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Accordion } from '../../../src/components'
import { GENERAL_TERMS_NAME, GENERAL_TERMS_TEXT } from '../../../src/domain'
import { Column, Stage } from '../Stage'

const meta = {
  title: 'Components/Feedback/Accordion',
  component: Accordion,
  args: {
    onExpandedChange: fn(),
    items: [
      { id: 'general', title: GENERAL_TERMS_NAME, content: <p>{GENERAL_TERMS_TEXT}</p> },
      {
        id: 'fund',
        title: 'Fund Reporting Confidentiality',
        content: <p>Reports of the fund are confidential and may not be shared with third parties.</p>,
      },
      {
        id: 'documents',
        title: 'Document Library Terms',
        content: <p>Documents are provided for the information of the named investor only.</p>,
      },
    ],
  },
  render: (args) => (
    <Stage>
      <Column>
        <Accordion {...args} />
      </Column>
    </Stage>
  ),
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const general = canvas.getByRole('button', { name: GENERAL_TERMS_NAME })
    await expect(general).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(general)
    await expect(general).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: GENERAL_TERMS_NAME })).toHaveTextContent(
      GENERAL_TERMS_TEXT,
    )
    await expect(args.onExpandedChange).toHaveBeenCalledWith(['general'])
  },
}

export const KeyboardUse: Story = {
  args: { defaultExpandedIds: ['general'], multiple: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await userEvent.tab()
    const fund = canvas.getByRole('button', { name: 'Fund Reporting Confidentiality' })
    await expect(fund).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(fund).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('button', { name: GENERAL_TERMS_NAME })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}
