import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { seedFunds } from '../../../mocks/seed/funds'
import { DataRoomFacts } from '../../../src/screens/DataRooms/DataRoomFacts'
import type { DataRoom } from '../../../src/screens/DataRooms/resources'
import { dataRoomTexts as texts } from '../../../src/screens/DataRooms/texts'
import { Panel } from '../../../src/components'
import { Stage } from '../../components/Stage'

/** A fundraising fund of the seeded book, as its data room shows it. */
const fund = seedFunds.find(
  (candidate) => candidate.entityDisplayName === 'AlpInvest Nordic Pension Co-Invest',
)
if (!fund) throw new Error('The seeded book has no AlpInvest Nordic Pension Co-Invest fund')
const room: DataRoom = {
  globalId: fund.globalId ?? String(fund.id),
  name: fund.entityDisplayName ?? fund.name,
  productFamily: fund.productFamily ?? null,
  fundraisingStatus: fund.fundraisingStatus ?? null,
  productLine: fund.productLine ?? null,
  documents: [],
  videos: [],
}

/** Product family, fundraising status and product line of a data room's fund (spec §3). */
const meta = {
  title: 'Screens/Parts/DataRooms/DataRoomFacts',
  component: DataRoomFacts,
  args: { room },
  render: (args) => (
    <Stage>
      <Panel aria-label={args.room.name}>
        <DataRoomFacts {...args} />
      </Panel>
    </Stage>
  ),
} satisfies Meta<typeof DataRoomFacts>

export default meta
type Story = StoryObj<typeof meta>

/** The facts as term and definition pairs, in the spec's order. */
const factsOf = (canvasElement: HTMLElement) => {
  const terms = within(canvasElement).getAllByRole('term')
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(factsOf(canvasElement)).toEqual([
      [texts.productFamily, fund.productFamily],
      [texts.fundraisingStatus, fund.fundraisingStatus],
      [texts.productLine, fund.productLine],
    ])
  },
}

/** A fund the provider answered without facts: each missing one reads '–', never blank. */
export const NotProvided: Story = {
  args: { room: { ...room, productFamily: null, fundraisingStatus: null, productLine: null } },
  play: async ({ canvasElement }) => {
    await expect(factsOf(canvasElement)).toEqual([
      [texts.productFamily, texts.notProvided],
      [texts.fundraisingStatus, texts.notProvided],
      [texts.productLine, texts.notProvided],
    ])
  },
}

export const PartlyProvided: Story = {
  args: { room: { ...room, productLine: null } },
  play: async ({ canvasElement }) => {
    const definitions = within(canvasElement).getAllByRole('definition')
    await expect(definitions.map((definition) => definition.textContent)).toEqual([
      fund.productFamily,
      fund.fundraisingStatus,
      texts.notProvided,
    ])
  },
}
