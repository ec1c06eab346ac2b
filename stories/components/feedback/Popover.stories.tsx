import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button, Popover, theme } from '../../../src/components'
import { dimensions } from '../../../src/domain'
import { Row, Stage } from '../Stage'

const Content = styled.p`
  margin: 0;
  padding: ${theme.space.md};
`

/** A panel beside the control that narrows once the popover is open, as the reports drawer does when a report appears. */
const Panel = styled.div<{ $collapsed: boolean }>`
  flex: none;
  width: ${({ $collapsed }) => ($collapsed ? '48px' : '320px')};
  overflow: hidden;
  white-space: nowrap;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  transition: width 200ms ease-out;
`

const PANEL_COLLAPSES_AFTER_MS = 150

function PopoverDemo({
  width,
  besideCollapsingPanel = false,
}: {
  width?: number
  besideCollapsingPanel?: boolean
}) {
  const anchorRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [collapsed, setCollapsed] = useState(false)
  useEffect(() => {
    if (!besideCollapsingPanel || !open) return
    const timer = setTimeout(() => setCollapsed(true), PANEL_COLLAPSES_AFTER_MS)
    return () => clearTimeout(timer)
  }, [besideCollapsingPanel, open])
  const control = (
    <Button ref={anchorRef} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
      Show details
    </Button>
  )
  return (
    <Stage>
      {besideCollapsingPanel ? (
        <Row>
          <Panel $collapsed={collapsed} data-testid="panel">
            Reports
          </Panel>
          {control}
        </Row>
      ) : (
        control
      )}
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

/**
 * The page moves under an open popover (a panel beside its control narrows, as the reports drawer does when a
 * report appears): the popover follows its control instead of staying where the control was.
 */
export const FollowsItsControl: Story = {
  args: { besideCollapsingPanel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const button = canvas.getByRole('button', { name: 'Show details' })
    await userEvent.click(button)
    const content = await body.findByText('Popups float next to the control that opens them.')
    const surface = content.parentElement as HTMLElement
    const panel = canvas.getByTestId('panel')
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(48))
    await waitFor(() =>
      expect(
        Math.abs(surface.getBoundingClientRect().left - button.getBoundingClientRect().left),
      ).toBeLessThan(1),
    )
  },
}
