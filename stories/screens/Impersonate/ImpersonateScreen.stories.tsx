import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { personas } from '../../../mocks/personas'
import { startImpersonation } from '../../../src/app/state/impersonation'
import { paths, rejectionTexts, userMenuTexts } from '../../../src/domain'
import { ImpersonateScreen } from '../../../src/screens/Impersonate'
import { homeTexts } from '../../../src/screens/Home/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { requestLog } from '../screenHelpers'

const ENTITLED_USERS = endpoints.entitledUsers.path()
const investor = personas.investor
const administrator = personas.admin

/** The provider's user look-up held until the story lets it answer. */
const lookUp = { release: () => {} }

/**
 * Impersonation (spec §4): an administrator looks a user up by email and acts as them; a failure reads
 * 'Impersonation failed'; stop returns home. On its route, against the embedded provider. The session has accepted
 * the reporting terms, so the home it returns to shows whose portfolio figures the portal now shows.
 */
const meta = {
  title: 'Screens/Impersonate',
  tags: ['!autodocs'],
  component: ImpersonateScreen,
  // The route as the portal declares it (administrators only), beside the screens it returns to.
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', persona: 'admin', route: paths.impersonate, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof ImpersonateScreen>

export default meta
type Story = StoryObj<typeof meta>

const emailField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox')
const startButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: userMenuTexts.startImpersonation })

async function findScreen(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: userMenuTexts.impersonateUser })
}

/** Home, once its content has arrived (the page the portal returns to after a start or a stop). */
async function findHome(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { level: 1, name: homeTexts.title }, { timeout: 8000 })
  await expect(await canvas.findByText(homeTexts.disclaimer, {}, { timeout: 8000 })).toBeVisible()
  await waitFor(() => expect(canvas.queryByRole('status', { name: homeTexts.loadingVideo })).toBeNull())
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 8000,
  })
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const field = emailField(canvasElement)
    await expect(field).toHaveAttribute('type', 'email')
    await expect(field).toHaveAccessibleName()
    await expect(field).toBeEnabled()
    await expect(field).not.toHaveAttribute('aria-invalid')
    // Nothing to look up yet.
    await expect(startButton(canvasElement)).toBeDisabled()
    await expect(
      within(canvasElement).queryByRole('button', { name: userMenuTexts.stopImpersonating }),
    ).toBeNull()
  },
}

/** Spaces alone are no email; an address enables Start Impersonation. */
export const EmailEntered: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(emailField(canvasElement), '   ')
    await expect(startButton(canvasElement)).toBeDisabled()
    await userEvent.clear(emailField(canvasElement))
    await userEvent.type(emailField(canvasElement), investor.email)
    await expect(startButton(canvasElement)).toBeEnabled()
    emailField(canvasElement).blur()
  },
}

/** While the provider looks the user up the form waits; then the portal acts as the investor, at home. */
export const StartsImpersonating: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${ENTITLED_USERS}`, async () => {
          await new Promise<void>((resolve) => (lookUp.release = resolve))
          return undefined
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(emailField(canvasElement), investor.email)
    await userEvent.click(startButton(canvasElement))
    await waitFor(() => expect(startButton(canvasElement)).toHaveAttribute('aria-busy', 'true'))
    await expect(startButton(canvasElement)).toBeDisabled()
    await expect(emailField(canvasElement)).toBeDisabled()
    lookUp.release()
    await findHome(canvasElement)
    await expect(currentPortalState().impersonation?.user.userId).toBe(investor.userId)
    const lookUps = (await requestLog()).filter((request) => request.path.endsWith(ENTITLED_USERS))
    await expect(lookUps.map((request) => request.query.email)).toEqual([investor.email])
  },
}

/** No user has this email: 'Impersonation failed' under the field, which stays for another try. */
export const UnknownUser: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(emailField(canvasElement), 'no.one@example.com{Enter}')
    await expect(await within(canvasElement).findByText(rejectionTexts.impersonation)).toBeVisible()
    const field = emailField(canvasElement)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(rejectionTexts.impersonation)
    await expect(field).toBeEnabled()
    await expect(startButton(canvasElement)).toBeEnabled()
    await expect(currentPortalState().impersonation).toBeNull()
    field.blur()
  },
}

/** The provider refuses the look-up: the same 'Impersonation failed', and no impersonation. */
export const Failed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: ENTITLED_USERS, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.type(emailField(canvasElement), investor.email)
    await userEvent.click(startButton(canvasElement))
    await expect(await within(canvasElement).findByText(rejectionTexts.impersonation)).toBeVisible()
    await expect(emailField(canvasElement)).toHaveAccessibleDescription(rejectionTexts.impersonation)
    await expect(currentPortalState().impersonation).toBeNull()
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/**
 * Impersonating an administrator keeps administration open (spec §4), so the screen offers Stop Impersonating
 * and no new start. (The seeded book has one administrator, who looks herself up.)
 */
export const Impersonating: Story = {
  beforeEach: async () => {
    await startImpersonation(currentPortalState(), administrator.email)
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(currentPortalState().impersonation?.user.isAdmin).toBe(true)
    await expect(emailField(canvasElement)).toBeDisabled()
    await expect(
      within(canvasElement).queryByRole('button', { name: userMenuTexts.startImpersonation }),
    ).toBeNull()
    await expect(
      within(canvasElement).getByRole('button', { name: userMenuTexts.stopImpersonating }),
    ).toBeEnabled()
  },
}

export const StopsImpersonating: Story = {
  beforeEach: Impersonating.beforeEach,
  play: async (context) => {
    await Impersonating.play!(context)
    const { canvasElement } = context
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: userMenuTexts.stopImpersonating }),
    )
    await findHome(canvasElement)
    await expect(currentPortalState().impersonation).toBeNull()
  },
}

/** Anyone but an administrator is sent home from this route. */
export const NotAnAdministrator: Story = {
  parameters: { persona: 'investor' },
  play: async ({ canvasElement }) => {
    await findHome(canvasElement)
    await expect(
      within(canvasElement).queryByRole('heading', { name: userMenuTexts.impersonateUser }),
    ).toBeNull()
  },
}
