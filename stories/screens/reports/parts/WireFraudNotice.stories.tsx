import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { capitalActivityTexts as texts } from '../../../../src/domain'
import { WireFraudNotice } from '../../../../src/screens/reports/capitalActivity/WireFraudNotice'

/** Capital activity's standing warning against wire fraud (issue 64), with the request for new wire instructions. */
const meta = {
  title: 'Screens/Parts/Reports/WireFraudNotice',
  component: WireFraudNotice,
  args: { requestEnabled: true, onUpdateWireInstructions: fn() },
} satisfies Meta<typeof WireFraudNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The warning, and its button asking for the investor request dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('note')).toHaveTextContent(texts.wireFraudNotice)
    await userEvent.click(canvas.getByRole('button', { name: texts.updateWireInstructions }))
    await expect(args.onUpdateWireInstructions).toHaveBeenCalledOnce()
  },
}

/** While acting as another user no request can be sent: the button is off and says why. */
export const RequestUnavailable: Story = {
  args: { requestEnabled: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: texts.updateWireInstructions })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(texts.updateWireInstructionsUnavailable)
  },
}
