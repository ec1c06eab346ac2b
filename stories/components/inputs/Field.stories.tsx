import type { Meta, StoryObj } from '@storybook/react-vite'
import styled from 'styled-components'
import { expect, within } from 'storybook/test'
import { Field } from '../../../src/components/inputs/Field/Field'
import { Column, Stage } from '../Stage'
import { theme } from '../../../src/components'

/** A bare control for the frame to hold (the real ones are TextField, TextArea and the dropdown fields). */
const Control = styled.input`
  height: ${theme.sizes.control}px;
  padding: 0 ${theme.space.sm};
  border: ${theme.sizes.border}px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  font: inherit;
`

/** The frame every form field shares: label, control, hint and error, with their ids for assistive technology. */
const meta = {
  title: 'Components/Inputs/Field',
  component: Field,
  // The render puts the control in; children stays empty in the args.
  args: {
    label: 'Group name',
    controlId: 'group-name',
    hintId: 'group-name-hint',
    errorId: 'group-name-error',
    children: null,
  },
  render: (args) => (
    <Stage>
      <Column>
        <Field {...args}>
          <Control
            id={args.controlId}
            aria-describedby={[args.hint && args.hintId, args.error && args.errorId]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={args.error ? true : undefined}
          />
        </Field>
      </Column>
    </Stage>
  ),
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Group name' })).toBeVisible()
  },
}

/** The hint and the error sit under the control and describe it. */
export const WithHintAndError: Story = {
  args: { hint: 'Up to 50 characters.', error: 'Group name is required' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('textbox', { name: 'Group name' })
    await expect(control).toHaveAccessibleDescription('Up to 50 characters. Group name is required')
    await expect(control).toBeInvalid()
  },
}

/** The label stays the control's accessible name without being shown. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Group name').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1)
    await expect(within(canvasElement).getByRole('textbox', { name: 'Group name' })).toBeVisible()
  },
}

/** A fixed width in pixels instead of the container's. */
export const FixedWidth: Story = {
  args: { width: 240 },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Group name')
    await expect(label.parentElement?.getBoundingClientRect().width).toBe(240)
  },
}
