import type { Meta, StoryObj } from '@storybook/react-vite'
import styled from 'styled-components'
import { expect, within } from 'storybook/test'
import { componentTexts, Logo, theme } from '../../../src/components'

const Brand = styled.div`
  display: flex;
  padding: ${theme.space.lg};
  background: ${theme.colors.brand};
  color: ${theme.colors.inkInverse};
`

const meta = {
  title: 'Components/Icons/Logo',
  component: Logo,
  render: () => (
    <Brand>
      <Logo />
    </Brand>
  ),
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(componentTexts.brandName)).toBeVisible()
  },
}
