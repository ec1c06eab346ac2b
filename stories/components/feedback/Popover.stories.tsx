import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button, Popover } from '../../../src/components'
import { dimensions } from '../../../src/domain'
import { Stage } from '../Stage'

const Content = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
`

function PopoverDemo({ width }: { width?: number }) {
  const anchorRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <Stage>
      <Button ref={anchorRef} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Show details
      </Button>
      <Popover open={open} anchorRef={anchorRef} width={width} onDismiss={() => setOpen(false)}>
        <Content>Popups float next to the control that opens them.</Content>
      </Popover>
    </Stage>
  )
}

const meta = {
  title: 'Components/Feedback/Popover',
  component: PopoverDemo,
} satisfies Meta<typeof PopoverDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const button = within(canvasElement).getByRole('button', { name: 'Show details' })
    await userEvent.click(button)
    const content = await body.findByText('Popups float next to the control that opens them.')
    const surface = content.parentElement as HTMLElement
    await waitFor(() =>
      expect(surface.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      ),
    )
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() =>
      expect(body.queryByText('Popups float next to the control that opens them.')).toBeNull(),
    )
  },
}

export const FixedWidth: Story = {
  args: { width: dimensions.fundDropdownWidth },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }))
    const content = await body.findByText('Popups float next to the control that opens them.')
    await expect((content.parentElement as HTMLElement).getBoundingClientRect().width).toBe(
      dimensions.fundDropdownWidth,
    )
  },
}
