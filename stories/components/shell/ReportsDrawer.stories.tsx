import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import styled from 'styled-components'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ReportsDrawer } from '../../../src/components'
import { paths, reportLabels } from '../../../src/domain'
import { reportPermissions } from '../fixtures'

const Layout = styled.div`
  display: flex;
  min-height: 100vh;
`

function Controlled(props: ComponentProps<typeof ReportsDrawer>) {
  const [open, setOpen] = useState(props.open)
  return (
    <Layout>
      <ReportsDrawer
        {...props}
        open={open}
        onToggle={(next) => {
          setOpen(next)
          props.onToggle(next)
        }}
      />
    </Layout>
  )
}

const meta = {
  title: 'Components/Shell/ReportsDrawer',
  component: ReportsDrawer,
  args: {
    open: true,
    onToggle: fn(),
    activePath: paths.cashFlowActivity,
    permissions: reportPermissions,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReportsDrawer>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: reportLabels.cashFlowActivity })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('button', { name: 'Collapse reports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

export const Collapsed: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: reportLabels.cashFlowActivity })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Expand reports' }))
    await expect(args.onToggle).toHaveBeenCalledWith(true)
    await expect(canvas.getByRole('link', { name: reportLabels.cashFlowActivity })).toBeVisible()
  },
}

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Collapse reports' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onToggle).toHaveBeenCalledWith(false)
    await expect(canvas.getByRole('button', { name: 'Expand reports' })).toHaveFocus()
  },
}
