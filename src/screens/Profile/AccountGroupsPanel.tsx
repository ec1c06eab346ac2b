import { useMemo, useState } from 'react'
import {
  Button,
  CheckList,
  Dialog,
  Muted,
  Panel,
  Row,
  SectionHeading,
  Select,
  TextField,
} from '../../components'
import { NEW_GROUP_ID, formatNumber, profileGroupOptions, type Id } from '../../domain'
import { ResourceView } from '../kit'
import { useAllEntitledAccounts } from './resources'
import { usePortalSession } from '../portalSession'
import { profileTexts } from './texts'
import { useGroupEditor } from './useGroupEditor'

/**
 * The account-group editor (spec §2.5 Profile, §4 Group profile): the list holds All Investor Accounts and the
 * user's groups; 'New group' starts 'My New Group'. Accounts are picked from every entitled account; saving
 * creates or renames the group and adds or removes the accounts that changed. A group is deleted after a
 * confirmation. The chosen group is in the URL (`?group=`), which the header's 'Create New Group' opens as NEW.
 */
export function AccountGroupsPanel({
  groupId,
  onChoose,
}: {
  groupId: string
  onChoose: (groupId: string) => void
}) {
  const session = usePortalSession()
  const editor = useGroupEditor(groupId, onChoose)
  const [confirming, setConfirming] = useState(false)
  const accounts = useAllEntitledAccounts()
  const options = useMemo(
    () => (accounts.latest ?? []).map((account) => ({ value: account.id as Id, label: account.name })),
    [accounts.latest],
  )
  const count = (n: number) => formatNumber(n, { decimals: 0, numberFormat: session.formats.numberFormat })
  const { edited, form } = editor

  const groupOptions = profileGroupOptions(session.accountGroups).map((option) => ({
    value: option.id,
    label: option.label,
  }))

  return (
    <Panel aria-labelledby="groups-heading">
      <SectionHeading id="groups-heading">{profileTexts.groups}</SectionHeading>
      <Muted>{profileTexts.groupsIntro}</Muted>
      <Row $align="flex-end">
        <Select
          label={profileTexts.group}
          options={
            edited.kind === 'new'
              ? [...groupOptions, { value: NEW_GROUP_ID, label: profileTexts.newGroup }]
              : groupOptions
          }
          value={
            edited.kind === 'existing'
              ? String(edited.group.groupId)
              : edited.kind === 'new'
                ? NEW_GROUP_ID
                : 'ALL'
          }
          onChange={onChoose}
          disabled={editor.saving}
          width={280}
        />
        <Button
          variant="secondary"
          onClick={() => onChoose(NEW_GROUP_ID)}
          disabled={editor.saving || edited.kind === 'new'}
        >
          {profileTexts.newGroup}
        </Button>
      </Row>
      <ResourceView resource={accounts} loadingLabel={profileTexts.loadingAccounts}>
        {() =>
          edited.kind === 'all' ? (
            <Muted>{profileTexts.allAccountsNote(count(options.length))}</Muted>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void editor.save()
              }}
            >
              <Panel as="div">
                <TextField
                  label={profileTexts.groupName}
                  value={form.groupNameInput}
                  onChange={editor.setName}
                  error={editor.nameError}
                  disabled={editor.saving}
                  width={360}
                  maxLength={100}
                />
                <CheckList
                  label={profileTexts.accounts}
                  entity={profileTexts.accountEntity}
                  options={options}
                  selected={form.selectedAccountIds}
                  onChange={editor.setAccounts}
                  disabled={editor.saving}
                  formatCount={count}
                />
                <Row $gap="sm">
                  <Button type="submit" loading={editor.saving} disabled={editor.saving || !editor.dirty}>
                    {edited.kind === 'new' ? profileTexts.createGroup : profileTexts.saveGroup}
                  </Button>
                  <Button variant="ghost" onClick={editor.discard} disabled={editor.saving || !editor.dirty}>
                    {profileTexts.discardChanges}
                  </Button>
                  {edited.kind === 'existing' && (
                    <Button variant="danger" onClick={() => setConfirming(true)} disabled={editor.saving}>
                      {profileTexts.deleteGroup}
                    </Button>
                  )}
                </Row>
              </Panel>
            </form>
          )
        }
      </ResourceView>
      {edited.kind === 'existing' && (
        <Dialog
          open={confirming}
          title={profileTexts.confirmDeleteTitle}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {profileTexts.cancel}
              </Button>
              <Button
                variant="danger"
                loading={editor.saving}
                onClick={() => void editor.remove().then(() => setConfirming(false))}
              >
                {profileTexts.deleteGroup}
              </Button>
            </>
          }
        >
          <p>{profileTexts.confirmDelete(edited.group.groupName)}</p>
        </Dialog>
      )}
    </Panel>
  )
}
