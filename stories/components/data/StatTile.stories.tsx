import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { StatTile } from '../../../src/components'
import { formatCommitment, formatDate, formatNetMoic, navigationTabTexts, paths } from '../../../src/domain'
import { Row, Stage } from '../Stage'

const meta = {
  title: 'Components/Data/StatTile',
  component: StatTile,
  args: {
    label: 'Net MOIC',
    value: formatNetMoic(1_840_000, 260_000, 1_250_000),
    detail: `As of ${formatDate('2026-06-30')}`,
  },
  render: (args) => (
    <Stage>
      <StatTile {...args} />
    </Stage>
  ),
} satisfies Meta<typeof StatTile>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Net MOIC' })).toBeVisible()
    await expect(canvas.getByText('1.26x')).toBeVisible()
    await expect(canvas.getByText('As of Jun-30-2026')).toBeVisible()
  },
}

export const Several: Story = {
  render: () => (
    <Stage>
      <Row>
        <StatTile label="Commitment" value={formatCommitment(25_000_000)} detail="USD" />
        <StatTile label="Remaining Commitment" value={formatCommitment(6_125_000)} detail="USD" />
        <StatTile
          label="Net MOIC"
          value={formatNetMoic(1_840_000, 260_000, 1_250_000)}
          detail="As of Jun-30-2026"
        />
      </Row>
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('25,000,000')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { loading: true },
  parameters: { visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Net MOIC' })).toBeVisible()
  },
}

/** A linked tile, as on the administration landing page. */
export const AsLink: Story = {
  args: {
    label: navigationTabTexts.reports,
    value: undefined,
    detail: 'Terms acceptance and document activity reports',
    href: paths.administrationReports,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Reports/ }))
    await expect(inAppNavigation).toHaveBeenCalledWith(paths.administrationReports)
  },
}
