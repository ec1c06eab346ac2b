import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Panel, Strong } from '../../../src/components'
import { ResourceView } from '../../../src/screens/kit'
import { Stage } from '../../components/Stage'

const funds = ['Flagship Partners VI, L.P.', 'Credit Opportunities III']

/**
 * The one view of a loaded resource (spec §4 Data loading): the loading message, the §8 failure with 'Try again',
 * the empty text, or the data. Screens render it over their scoped loads.
 */
const meta = {
  title: 'Screens/Kit/ResourceView',
  component: ResourceView<string[]>,
  args: {
    resource: { status: 'fulfilled', data: funds },
    loadingLabel: 'Loading funds',
    isEmpty: (data: string[]) => data.length === 0,
    empty: 'No funds to show',
    children: (data: string[]) => (
      <Panel aria-label="Funds">
        {data.map((name) => (
          <Strong key={name} as="p">
            {name}
          </Strong>
        ))}
      </Panel>
    ),
  },
  render: (args) => (
    <Stage>
      <ResourceView {...args} />
    </Stage>
  ),
} satisfies Meta<typeof ResourceView<string[]>>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Funds' })).toHaveTextContent(funds[0]!)
  },
}

export const Loading: Story = {
  args: { resource: { status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading funds' })).toBeVisible()
  },
}

/** A failure says the call's §8 text once, as an alert, and offers to load again. */
export const Failed: Story = {
  args: { resource: { status: 'rejected', error: 'Failed to load data', reload: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load data')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect((args.resource as { reload: () => void }).reload).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { resource: { status: 'fulfilled', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No funds to show')).toBeVisible()
  },
}

/** Resorting a list keeps its rows shown while the new order loads. */
export const KeepsRowsWhileReloading: Story = {
  args: { resource: { status: 'pending', latest: funds }, keepWhileReloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Funds' })).toBeVisible()
    await expect(within(canvasElement).queryByRole('status', { name: 'Loading funds' })).toBeNull()
  },
}
