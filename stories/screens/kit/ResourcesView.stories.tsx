import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Muted, Panel, Strong } from '../../../src/components'
import { ResourcesView, type Load } from '../../../src/screens/kit'
import { Stage } from '../../components/Stage'

type Loads = [Load<string[]>, Load<{ nav: string } | null>]

const quarters: Loads[0] = { status: 'fulfilled', data: ['2026-09-30', '2026-06-30'] }
const figures: Loads[1] = { status: 'fulfilled', data: { nav: '7,130,411,402' } }

/**
 * Several loads shown as one state, in their order (a later one waits on an earlier one's data): the first
 * failure with its retry, the loading message or a placeholder holding the room until all have their data, then
 * the data of all. Home's portfolio snapshot reads its published quarters and its figures this way.
 */
const meta = {
  title: 'Screens/Kit/ResourcesView',
  component: ResourcesView<Loads>,
  args: {
    resources: [quarters, figures],
    loadingLabel: 'Loading the portfolio',
    isEmpty: ([, snapshot]) => snapshot === null,
    empty: 'No figures are published yet',
    frame: (body) => <Panel aria-label="Portfolio">{body}</Panel>,
    children: ([published, snapshot]) => (
      <>
        <Strong as="p">{snapshot?.nav}</Strong>
        <Muted>As of {published[0]}</Muted>
      </>
    ),
  },
  render: (args) => (
    <Stage>
      <ResourcesView {...args} />
    </Stage>
  ),
} satisfies Meta<typeof ResourcesView<Loads>>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Portfolio' })
    await expect(panel).toHaveTextContent('7,130,411,402')
    await expect(panel).toHaveTextContent('As of 2026-09-30')
  },
}

/** The first load still loading: the view is loading, whatever the later ones say. */
export const Loading: Story = {
  args: { resources: [{ status: 'pending' }, { status: 'idle' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the portfolio' })).toBeVisible()
  },
}

/** A placeholder holds the loaded view's room while a later load waits or loads, outside the frame. */
export const LoadingWithPlaceholder: Story = {
  parameters: { visual: { staysBusy: true } },
  args: {
    resources: [quarters, { status: 'pending' }],
    placeholder: <div aria-busy="true" data-testid="placeholder" style={{ height: 160 }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('placeholder')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('region', { name: 'Portfolio' })).toBeNull()
  },
}

/** The first failure decides: its §8 text once, as an alert, in the frame, and 'Try again' retries that load. */
export const Failed: Story = {
  args: {
    resources: [quarters, { status: 'rejected', error: 'Failed to load data', reload: fn() }],
  },
  play: async ({ args, canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Portfolio' }))
    await expect(panel.getByRole('alert')).toHaveTextContent('Failed to load data')
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }))
    await expect((args.resources[1] as { reload: () => void }).reload).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { resources: [quarters, { status: 'fulfilled', data: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No figures are published yet')).toBeVisible()
  },
}
