import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { Portal } from '../../src/app/Portal'
import { errorScreenTexts } from '../../src/domain'

/** The assembled portal against the embedded provider: the start-up sequence as users meet it. */
const meta = {
  title: 'App/Portal',
  component: Portal,
} satisfies Meta<typeof Portal>

export default meta
type Story = StoryObj<typeof meta>

export const SignedInInvestor: Story = {
  parameters: { persona: 'investor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Margaret' })).toBeVisible()
    await expect(canvas.getByText('Margaret Ellison')).toBeVisible()
  },
}

export const ProfileFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/entitlements/v1/user/profile', () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(errorScreenTexts.title)).toBeVisible()
    await expect(canvas.getByText(errorScreenTexts.hint)).toBeVisible()
  },
}
