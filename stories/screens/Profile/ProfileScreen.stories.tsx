import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { endpoints } from '../../../src/api'
import { hostileCorpus } from '../../../mocks/hostile'
import { personas } from '../../../mocks/personas'
import { mockState } from '../../../mocks/state'
import { groupsOf } from '../../../mocks/store'
import { componentTexts } from '../../../src/components'
import {
  DEFAULT_GROUP_NAME,
  groupCreated,
  groupDeleted,
  groupDeleteFailed,
  groupNameTexts,
  groupUpdated,
  groupUpdateFailed,
  paths,
  preferenceValue,
  rejectionTexts,
  successTexts,
  warningTexts,
} from '../../../src/domain'
import { ProfileScreen } from '../../../src/screens/Profile'
import { profileTexts as texts } from '../../../src/screens/Profile/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { neverAnswersWhen, requestLog, screenOf } from '../screenHelpers'
import { choose, europeanFormats, impersonateInvestor } from '../reports/reportHelpers'

const PREFERENCES = endpoints.userPreferences.path()
const GROUPS = endpoints.accountGroups.path()
const ASSOCIATION = endpoints.addAccountToGroup.path()
const investorGroup = groupsOf('investor')[0]!

/**
 * The profile (spec §2.5, /profile) against the embedded provider: the preferences (saved with UserPreferences),
 * the account-group editor (InvestorAccountGroups and its associations) and the password change at the identity
 * provider. While impersonating nothing is sent.
 */
const meta = {
  title: 'Screens/Profile',
  tags: ['!autodocs'],
  component: ProfileScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.profile },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

const findScreen = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: texts.title }, { timeout: 8000 })
const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name })
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${label}`) })
/** The group editor, once the accounts to pick from have arrived. */
const findEditor = async (canvasElement: HTMLElement) => {
  await findScreen(canvasElement)
  const list = await within(canvasElement).findByRole('listbox', { name: texts.accounts }, { timeout: 8000 })
  await within(list).findAllByRole('option', {}, { timeout: 8000 })
  return section(canvasElement, texts.groups)
}
const nameField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: texts.groupName })
/** The account options drawn (the list draws its rows once it has measured itself). */
const accountOptions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('listbox', { name: texts.accounts })).findAllByRole('option')
const calls = async (method: string, path: string) =>
  (await requestLog()).filter((r) => r.method === method && r.path.replace(/\/\d+$/, '') === path)
const notification = (canvasElement: HTMLElement, text: string) =>
  screenOf(canvasElement).findByText(text, {}, { timeout: 8000 })
const savedPreference = (setting: string) => preferenceValue(currentPortalState().user?.preferences, setting)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const preferences = section(canvasElement, texts.preferences)
    await expect(within(preferences).getByRole('button', { name: /^Date format/ })).toHaveTextContent(
      'MMM-DD-YYYY (Dec-31-2026)',
    )
    await expect(within(preferences).getByRole('button', { name: /^Number format/ })).toHaveTextContent(
      '1,234.56 (1,234,567.89)',
    )
    await expect(
      within(preferences).getByRole('button', { name: /^Default investor group/ }),
    ).toHaveTextContent('All Investor Accounts')
    // The landing page preference has no effect anywhere (spec §9): said, not offered.
    await expect(within(preferences).getByText(texts.landingPageOff)).toBeVisible()
    await expect(within(preferences).queryByRole('button', { name: /^Landing page/ })).toBeNull()
    const groups = section(canvasElement, texts.groups)
    await expect(within(groups).getByRole('button', { name: /^Group/ })).toHaveTextContent(
      'All Investor Accounts',
    )
    await expect(
      await within(groups).findByText(texts.allAccountsNote('9'), {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(
      within(section(canvasElement, texts.password)).getByText(texts.passwordIntro(personas.investor.email)),
    ).toBeVisible()
  },
}

/** A new date format applies at once across the portal and is saved (GET its id, then PUT). */
export const ChangeDateFormat: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await choose(canvasElement, 'Date format', /^DD\.M\.YYYY/)
    await expect(field(canvasElement, 'Date format')).toHaveTextContent('DD.M.YYYY (31.12.2026)')
    await expect(savedPreference('DateFormat')).toBe('DD.M.YYYY')
    await waitFor(async () => expect(await calls('PUT', PREFERENCES)).toHaveLength(1))
    const [put] = await calls('PUT', PREFERENCES)
    await expect(put?.body).toMatchObject({ Setting: 'DateFormat', Value: 'DD.M.YYYY' })
    await expect(put?.query.userId).toBe(personas.investor.userId)
  },
}

/** A preference the user never set is created (the id look-up answers 0, then POST). */
export const FirstDefaultGroup: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await choose(canvasElement, 'Default investor group', investorGroup.groupName)
    await waitFor(async () => expect(await calls('POST', PREFERENCES)).toHaveLength(1))
    const [post] = await calls('POST', PREFERENCES)
    await expect(post?.body).toEqual({
      Setting: 'UserDefaultInvestorsGroup',
      Value: String(investorGroup.groupId),
    })
    await expect(field(canvasElement, 'Default investor group')).toHaveTextContent(investorGroup.groupName)
  },
}

export const EuropeanFormats: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(field(canvasElement, 'Date format')).toHaveTextContent('DD.M.YYYY (31.12.2026)')
    await expect(field(canvasElement, 'Number format')).toHaveTextContent('1.234,56 (1.234.567,89)')
  },
}

/** The save fails: 'Failed to update user preference', and the previous format is back. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'PUT', path: `${PREFERENCES}/*`, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await choose(canvasElement, 'Number format', /^1\.234,56/)
    await notification(canvasElement, rejectionTexts.userPreference)
    await expect(field(canvasElement, 'Number format')).toHaveTextContent('1,234.56 (1,234,567.89)')
    await expect(savedPreference('NumberFormat')).toBe('1,234.56')
  },
}

/**
 * An administrator acting as the investor: the investor's preferences and groups, changes apply to this session
 * only, nothing is sent, and the password is not theirs to change.
 */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const name = `${personas.investor.firstName} ${personas.investor.lastName}`
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(texts.impersonatingNote(name))
    await choose(canvasElement, 'Date format', /^YYYY\.M\.DD/)
    await expect(field(canvasElement, 'Date format')).toHaveTextContent('YYYY.M.DD (2026.12.31)')
    await choose(canvasElement, 'Group', investorGroup.groupName)
    await findEditor(canvasElement)
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), 'Session only')
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.saveGroup }))
    await notification(canvasElement, groupUpdated('Session only'))
    const sent = (await requestLog()).filter(
      (r) => r.method !== 'GET' && /UserPreferences|InvestorAccountGroups/.test(r.path),
    )
    await expect(sent).toEqual([])
    await expect(within(canvasElement).getByRole('button', { name: texts.changePassword })).toBeDisabled()
    await expect(within(canvasElement).getByText(texts.passwordWhileImpersonating)).toBeVisible()
  },
}

/** 'New group' starts 'My New Group'; picked accounts are added to it once it is created. */
export const GroupNew: Story = {
  parameters: { route: `${paths.profile}?group=NEW` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await expect(nameField(canvasElement)).toHaveValue(DEFAULT_GROUP_NAME)
    const options = await accountOptions(canvasElement)
    for (const option of options.slice(0, 3)) await userEvent.click(option)
    await expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await expect(within(canvasElement).getByText('3 of 9 accounts selected')).toBeVisible()
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.createGroup }))
    await notification(canvasElement, groupCreated(DEFAULT_GROUP_NAME))
    const [created] = await calls('POST', GROUPS)
    await expect(created?.body).toMatchObject({
      groupName: DEFAULT_GROUP_NAME,
      entitledUserId: personas.investor.userId,
    })
    await expect(await calls('POST', ASSOCIATION)).toHaveLength(3)
    // The new group is now the one edited, and the header offers it.
    await waitFor(() => expect(field(canvasElement, 'Group')).toHaveTextContent(DEFAULT_GROUP_NAME))
    await expect(currentPortalState().accountGroups.map((g) => g.groupName)).toContain(DEFAULT_GROUP_NAME)
  },
}

/** An empty or blank name is refused with a message; nothing is sent. */
export const GroupNameRequired: Story = {
  parameters: { route: `${paths.profile}?group=NEW` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), '   ')
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.createGroup }))
    await expect(nameField(canvasElement)).toHaveAccessibleDescription(groupNameTexts.empty)
    await expect(nameField(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(await calls('POST', GROUPS)).toEqual([])
  },
}

/** Search narrows the accounts; 'Select all N accounts shown' picks exactly those (keyboard too). */
export const GroupAccountSearch: Story = {
  parameters: { route: `${paths.profile}?group=${investorGroup.groupId}` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    const search = within(canvasElement).getByRole('combobox', {
      name: componentTexts.directorySearch('account'),
    })
    const word = (await accountOptions(canvasElement))[0]!.textContent!
    await userEvent.type(search, word)
    await waitFor(async () => {
      const shown = await accountOptions(canvasElement)
      await expect(shown.length).toBeLessThan(9)
      for (const option of shown)
        await expect(option.textContent?.toLowerCase()).toContain(word.toLowerCase())
    })
    // Arrow keys move the active option from the search box; Enter toggles it.
    const was = (await accountOptions(canvasElement))[0]!.getAttribute('aria-selected')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    const option = (await accountOptions(canvasElement))[0]!
    await expect(search).toHaveAttribute('aria-activedescendant', option.id)
    await expect(option).toHaveAttribute('aria-selected', was === 'true' ? 'false' : 'true')
    await userEvent.clear(search)
    const selectAll = within(canvasElement).getByRole('checkbox', { name: /^Select all 9 accounts shown/ })
    await userEvent.click(selectAll)
    const options = await accountOptions(canvasElement)
    await waitFor(() => expect(options.every((o) => o.getAttribute('aria-selected') === 'true')).toBe(true))
    await expect(within(canvasElement).getByText('9 of 9 accounts selected')).toBeVisible()
  },
}

/** A rename and changed accounts: PUT, then one association call per change. */
export const GroupRename: Story = {
  parameters: { route: `${paths.profile}?group=${investorGroup.groupId}` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await expect(nameField(canvasElement)).toHaveValue(investorGroup.groupName)
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), 'Family Office Core')
    const selected = (await accountOptions(canvasElement)).find(
      (o) => o.getAttribute('aria-selected') === 'true',
    )!
    await userEvent.click(selected)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.saveGroup }))
    await notification(canvasElement, groupUpdated('Family Office Core'))
    const [put] = await calls('PUT', GROUPS)
    await expect(put?.body).toMatchObject({ groupId: investorGroup.groupId, groupName: 'Family Office Core' })
    await expect(await calls('DELETE', ASSOCIATION)).toHaveLength(1)
    await expect(within(canvasElement).getByRole('button', { name: texts.saveGroup })).toBeDisabled()
  },
}

/** Delete asks first; confirmed, the group goes and the editor shows All Investor Accounts. */
export const GroupDeleteConfirm: Story = {
  parameters: { route: `${paths.profile}?group=${investorGroup.groupId}` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.deleteGroup }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: texts.confirmDeleteTitle })
    await expect(dialog).toHaveTextContent(texts.confirmDelete(investorGroup.groupName))
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancel }))
    await expect(await calls('DELETE', GROUPS)).toEqual([])
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.deleteGroup }))
    const again = await screenOf(canvasElement).findByRole('dialog', { name: texts.confirmDeleteTitle })
    await userEvent.click(within(again).getByRole('button', { name: texts.deleteGroup }))
    await notification(canvasElement, groupDeleted(investorGroup.groupName))
    await expect(await calls('DELETE', GROUPS)).toHaveLength(1)
    await waitFor(() => expect(field(canvasElement, 'Group')).toHaveTextContent('All Investor Accounts'))
  },
}

/** 'Failed to create new group': the typed name and the picked accounts stay. */
export const GroupCreateFailed: Story = {
  parameters: {
    route: `${paths.profile}?group=NEW`,
    msw: { handlers: withFaults([{ method: 'POST', path: GROUPS, status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), 'Trusts')
    await userEvent.click((await accountOptions(canvasElement))[1]!)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.createGroup }))
    await notification(canvasElement, warningTexts.groupCreate)
    await expect(nameField(canvasElement)).toHaveValue('Trusts')
    await expect((await accountOptions(canvasElement))[1]).toHaveAttribute('aria-selected', 'true')
    await expect(within(canvasElement).getByRole('button', { name: texts.createGroup })).toBeEnabled()
  },
}

/** 'Failed to update group {group}': the typed name stays for another try. */
export const GroupUpdateFailed: Story = {
  parameters: {
    route: `${paths.profile}?group=${investorGroup.groupId}`,
    msw: { handlers: withFaults([{ method: 'PUT', path: GROUPS, status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), 'Renamed')
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.saveGroup }))
    await notification(canvasElement, groupUpdateFailed('Renamed'))
    await expect(nameField(canvasElement)).toHaveValue('Renamed')
  },
}

/** 'Failed to delete {group} group': the group stays. */
export const GroupDeleteFailed: Story = {
  parameters: {
    route: `${paths.profile}?group=${investorGroup.groupId}`,
    msw: {
      handlers: withFaults([{ method: 'DELETE', path: endpoints.deleteAccountGroup.glob(), status: 500 }]),
    },
  },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.deleteGroup }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: texts.confirmDeleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: texts.deleteGroup }))
    await notification(canvasElement, groupDeleteFailed(investorGroup.groupName))
    await expect(field(canvasElement, 'Group')).toHaveTextContent(investorGroup.groupName)
  },
}

/** The accounts to pick could not be loaded: the §8 text and a retry, no editor. */
export const AccountsFailed: Story = {
  parameters: {
    route: `${paths.profile}?group=NEW`,
    msw: { handlers: withFaults([{ method: 'GET', path: endpoints.entitledAccounts.path(), status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(
      await within(canvasElement).findByText(rejectionTexts.entitledAccounts, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: componentTexts.retry })).toBeEnabled()
  },
}

/** The profile's own look-up of every entitled account (it carries no investor group) never answers. */
export const AccountsLoading: Story = {
  parameters: {
    route: `${paths.profile}?group=NEW`,
    msw: {
      handlers: [
        neverAnswersWhen(
          'get',
          endpoints.entitledAccounts.path(),
          (request) => !new URL(request.url).searchParams.has('investorAccountGroupId'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await expect(within(canvasElement).getByRole('status', { name: texts.loadingAccounts })).toBeVisible()
  },
}

/** An administrator's 345 accounts: only those near the view are drawn, and select-all takes every one. */
export const ManyAccounts: Story = {
  parameters: { persona: 'admin', route: `${paths.profile}?group=NEW` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    await expect((await accountOptions(canvasElement)).length).toBeLessThan(40)
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: /^Select all 345 accounts shown/ }),
    )
    await expect(within(canvasElement).getByText('345 of 345 accounts selected')).toBeVisible()
  },
}

/** The identity provider takes the request: 'We've just sent you an email to reset your password.' */
export const PasswordSent: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.changePassword }))
    await notification(canvasElement, successTexts.passwordResetEmail)
    const [sent] = (await requestLog()).filter((r) => r.path === endpoints.passwordChange.path())
    await expect(sent?.body).toMatchObject({ email: personas.investor.email })
  },
}

/** The provider's first error is shown. */
export const PasswordFailed: Story = {
  parameters: {
    msw: {
      handlers: withFaults([
        {
          method: 'POST',
          path: endpoints.passwordChange.path(),
          status: 429,
          body: ['Too many requests. Try later.'],
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.changePassword }))
    await notification(canvasElement, 'Too many requests. Try later.')
  },
}

/** Without an error to show: 'Some error occurred. Please try again.' */
export const PasswordFailedWithoutBody: Story = {
  parameters: {
    msw: { handlers: withFaults([{ method: 'POST', path: endpoints.passwordChange.path(), status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.changePassword }))
    await notification(canvasElement, warningTexts.someErrorOccurred)
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  parameters: { route: `${paths.profile}?group=${investorGroup.groupId}` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** Hostile account names are text in the list; a hostile group name is text in the field, list and messages. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  parameters: { route: `${paths.profile}?group=${investorGroup.groupId}` },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement)
    const names = (await accountOptions(canvasElement)).map((o) => o.textContent)
    await expect(names.some((name) => hostileCorpus.includes(name ?? ''))).toBe(true)
    const hostileName = hostileCorpus[1]!
    await userEvent.clear(nameField(canvasElement))
    await userEvent.type(nameField(canvasElement), hostileName)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.saveGroup }))
    await notification(canvasElement, groupUpdated(hostileName))
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
