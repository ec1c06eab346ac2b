import { useEffect, useMemo } from 'react'
import { MultiSelect } from '../../components'
import { entityDisplayName, type EntitledAccount, type Id, type LoadState } from '../../domain'
import { loadedData, ResourceView } from '../kit'
import { useFundInvestorAccounts } from './resources'
import { usePortalSession } from '../portalSession'
import { investorRequestTexts as texts } from './texts'
import type { InvestorRequestFormState } from './useInvestorRequestForm'

/** No fund chosen: no accounts to ask for, and none to choose. */
const NO_ACCOUNTS: LoadState<EntitledAccount[]> = { status: 'fulfilled', data: [] }

/**
 * The funds and investor accounts a request is about: required for wire instructions, optional otherwise (spec §5).
 * The accounts are those of the chosen funds, loaded when the funds change; accounts of funds no longer chosen drop.
 */
export function FundsAndAccounts({
  state,
  disabled,
}: {
  state: InvestorRequestFormState
  disabled: boolean
}) {
  const session = usePortalSession()
  const { form, setAccounts } = state
  const funds = form.entitledEntities
  const required = form.requestType === 'update-wire-instructions'
  const fundOptions = useMemo(
    () => session.entitledEntities.map((fund) => ({ value: fund.id as Id, label: entityDisplayName(fund) })),
    [session.entitledEntities],
  )
  const accounts = useFundInvestorAccounts(funds)
  const accountOptions = useMemo(
    () => (funds.length ? (accounts.latest ?? []) : []).map((a) => ({ value: a.id as Id, label: a.name })),
    [funds.length, accounts.latest],
  )
  const settled = loadedData(accounts) !== undefined || funds.length === 0
  const chosenAccounts = form.entitledAccounts
  useEffect(() => {
    if (!settled) return
    const offered = new Set(accountOptions.map((option) => option.value))
    const kept = chosenAccounts.filter((id) => offered.has(id))
    if (kept.length !== chosenAccounts.length) setAccounts(kept)
  }, [settled, accountOptions, chosenAccounts, setAccounts])

  return (
    <>
      <MultiSelect
        label={texts.funds}
        entity={texts.fundEntity}
        noneSelectedText={texts.chooseFunds}
        hint={required ? undefined : texts.optionalChoice}
        options={fundOptions}
        selected={funds}
        onChange={state.setFunds}
        searchable
        disabled={disabled}
      />
      <ResourceView
        resource={funds.length ? accounts : NO_ACCOUNTS}
        loadingLabel={texts.loadingAccounts}
        keepWhileReloading
      >
        {() => (
          <MultiSelect
            label={texts.accounts}
            entity={texts.accountEntity}
            noneSelectedText={texts.chooseAccounts}
            hint={funds.length ? undefined : texts.accountsHint}
            options={accountOptions}
            selected={form.entitledAccounts}
            onChange={setAccounts}
            searchable
            disabled={disabled}
          />
        )}
      </ResourceView>
    </>
  )
}
