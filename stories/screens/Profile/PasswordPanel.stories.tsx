import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { endpoints } from '../../../src/api'
import { personas } from '../../../mocks/personas'
import { successTexts, warningTexts } from '../../../src/domain'
import { PasswordPanel } from '../../../src/screens/Profile/PasswordPanel'
import { profileTexts as texts } from '../../../src/screens/Profile/texts'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { requestLog, screenOf } from '../screenHelpers'
import { impersonateInvestor } from '../reports/reportHelpers'

/** The profile's password change on its own: a request to the identity provider, never while impersonating. */
const meta = {
  title: 'Screens/Parts/Profile/PasswordPanel',
  component: PasswordPanel,
  decorators: [withScreenStage],
  parameters: { session: 'started' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof PasswordPanel>

export default meta
type Story = StoryObj<typeof meta>

const changeButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: texts.changePassword })

/** The signed-in user's address is named, and the identity provider is asked to send the email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.passwordIntro(personas.investor.email))).toBeVisible()
    await userEvent.click(changeButton(canvasElement))
    await screenOf(canvasElement).findByText(successTexts.passwordResetEmail, {}, { timeout: 8000 })
    const [sent] = (await requestLog()).filter((r) => r.path === endpoints.passwordChange.path())
    await expect(sent?.body).toMatchObject({ email: personas.investor.email })
  },
}

/** A failure without a message of the provider's: 'Some error occurred. Please try again.'; the button is back. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: withFaults([{ method: 'POST', path: endpoints.passwordChange.path(), status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(changeButton(canvasElement))
    await screenOf(canvasElement).findByText(warningTexts.someErrorOccurred, {}, { timeout: 8000 })
    await expect(changeButton(canvasElement)).toBeEnabled()
  },
}

/** An administrator acting as an investor cannot change the investor's password. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.passwordWhileImpersonating)).toBeVisible()
    await expect(changeButton(canvasElement)).toBeDisabled()
  },
}
