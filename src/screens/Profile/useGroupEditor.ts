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
  const [saving, setSaving] = useState(false)
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

  async function save() {
    if (edited.kind === 'all' || saving) return
    const check = validateGroupName(
      form.groupNameInput,
      session.accountGroups,
      edited.kind === 'existing' ? edited.group.groupId : null,
    )
    if (!check.ok) {
      setNameError(check.message)
      return
    }
    setSaving(true)
    const draft = { name: check.name, accountIds: form.selectedAccountIds }
    try {
      if (edited.kind === 'new') {
        const created = await session.createAccountGroup(draft)
        if (created.groupId !== null) {
          const id = String(created.groupId)
          setForm((current) => ({ ...current, selectedAccountGroupId: id, groupNameInput: check.name }))
          choose(id)
        }
      } else {
        await session.updateAccountGroup(edited.group, draft)
        setForm((current) => ({ ...current, groupNameInput: check.name }))
      }
    } finally {
      setSaving(false)
    }
  }

  async function remove() {
    if (edited.kind !== 'existing' || saving) return false
    setSaving(true)
    try {
      const deleted = await session.deleteAccountGroup(edited.group)
      if (deleted) choose(ALL_ACCOUNTS_GROUP_ID)
      return deleted
    } finally {
      setSaving(false)
    }
  }

  return { edited, form, nameError, saving, dirty, setName, setAccounts, discard, save, remove }
}
