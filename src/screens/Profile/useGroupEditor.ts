import { useState } from 'react'
import {
  ALL_ACCOUNTS_GROUP_ID,
  NEW_GROUP_ID,
  groupAccountChanges,
  groupProfileOf,
  newGroupProfile,
  validateGroupName,
  type AccountGroup,
  type GroupProfile,
  type Id,
} from '../../domain'
import { useAction } from '../kit'
import { usePortalSession } from '../portalSession'

/** The group the editor shows: All Investor Accounts, a new group, or one of the user's groups. */
export type EditedGroup = { kind: 'all' } | { kind: 'new' } | { kind: 'existing'; group: AccountGroup }

export function editedGroupOf(id: string, groups: readonly AccountGroup[]): EditedGroup {
  if (id === NEW_GROUP_ID) return { kind: 'new' }
  const group = groups.find((g) => String(g.groupId) === id)
  return group ? { kind: 'existing', group } : { kind: 'all' }
}

const formOf = (edited: EditedGroup): GroupProfile =>
  edited.kind === 'existing'
    ? groupProfileOf(edited.group)
    : edited.kind === 'new'
      ? newGroupProfile()
      : { selectedAccountGroupId: ALL_ACCOUNTS_GROUP_ID, selectedAccountIds: [], groupNameInput: '' }

/**
 * The group profile (spec §2.5: selectedAccountGroupId, selectedAccountIds, groupNameInput) of the group in the URL.
 * What the user typed and picked is kept until another group is chosen, also through a failed save; a creation
 * hands the form to the group it made, so it is not reset.
 */
export function useGroupEditor(groupId: string, choose: (groupId: string) => void) {
  const session = usePortalSession()
  const edited = editedGroupOf(groupId, session.accountGroups)
  const [form, setForm] = useState<GroupProfile>(() => formOf(edited))
  const [nameError, setNameError] = useState<string | null>(null)
  const editedKey = edited.kind === 'existing' ? String(edited.group.groupId) : edited.kind.toUpperCase()

  // Another group chosen (or the URL's group found once the groups arrive): its saved form, set while rendering
  // so no frame shows the previous group's form. A creation hands its form over first, so it stays.
  const [formKey, setFormKey] = useState(editedKey)
  if (formKey !== editedKey) {
    setFormKey(editedKey)
    if (form.selectedAccountGroupId !== editedKey) setForm(formOf(edited))
    setNameError(null)
  }

  const saved = formOf(edited)
  const changes = groupAccountChanges(saved.selectedAccountIds, form.selectedAccountIds)
  const dirty =
    edited.kind === 'new' ||
    form.groupNameInput !== saved.groupNameInput ||
    changes.add.length > 0 ||
    changes.remove.length > 0

  const setName = (groupNameInput: string) => {
    setForm((current) => ({ ...current, groupNameInput }))
    setNameError(null)
  }
  const setAccounts = (selectedAccountIds: Id[]) => setForm((current) => ({ ...current, selectedAccountIds }))
  const discard = () => {
    setForm(formOf(edited))
    setNameError(null)
  }

  const saving = useAction(async (name: string) => {
    const draft = { name, accountIds: form.selectedAccountIds }
    if (edited.kind === 'new') {
      const created = await session.createAccountGroup(draft)
      if (created.groupId === null) return
      const id = String(created.groupId)
      setForm((current) => ({ ...current, selectedAccountGroupId: id, groupNameInput: name }))
      choose(id)
    } else if (edited.kind === 'existing') {
      await session.updateAccountGroup(edited.group, draft)
      setForm((current) => ({ ...current, groupNameInput: name }))
    }
  })
  const deleting = useAction(async (group: AccountGroup) => {
    const deleted = await session.deleteAccountGroup(group)
    if (deleted) choose(ALL_ACCOUNTS_GROUP_ID)
    return deleted
  })
  // One change of the groups at a time: a delete waits for a save to finish, and the other way round.
  const busy = saving.busy || deleting.busy

  async function save() {
    if (edited.kind === 'all' || busy) return
    const check = validateGroupName(
      form.groupNameInput,
      session.accountGroups,
      edited.kind === 'existing' ? edited.group.groupId : null,
    )
    if (!check.ok) {
      setNameError(check.message)
      return
    }
    await saving.run(check.name)
  }

  async function remove() {
    if (edited.kind !== 'existing' || busy) return false
    return (await deleting.run(edited.group)) ?? false
  }

  return { edited, form, nameError, saving: busy, dirty, setName, setAccounts, discard, save, remove }
}
