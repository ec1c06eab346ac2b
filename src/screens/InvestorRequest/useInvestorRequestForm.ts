import { useMemo, useState } from 'react'
import {
  chooseRequestType,
  emptyInvestorRequestForm,
  missingInvestorRequestFields,
  showsMessageWarningBorder,
  type Id,
  type InvestorRequestAttachment,
  type InvestorRequestField,
  type InvestorRequestForm,
  type InvestorRequestType,
  type WireInstructionField,
} from '../../domain'

/** An attachment as the form keeps it: what is sent, and its size for the attach control. */
export type HeldAttachment = InvestorRequestAttachment & { size: number }

export interface InvestorRequestFormState {
  form: InvestorRequestForm
  attachment: HeldAttachment | null
  /** The 'ERROR' warning shows: a submit was refused and a required field is still missing (spec §5). */
  warningShown: boolean
  /** Marks a missing field while the warning shows; nothing is marked before a submit. */
  flagged: (field: InvestorRequestField) => boolean
  /** General and no-data requests with an empty message (spec §5). */
  messageWarning: boolean
  chooseType: (type: InvestorRequestType) => void
  setMessage: (message: string) => void
  setWireField: (field: WireInstructionField, value: string | null) => void
  setFunds: (ids: Id[]) => void
  setAccounts: (ids: Id[]) => void
  setAttachment: (attachment: HeldAttachment | null) => void
  /** A submit was refused: the warning shows until the missing fields are filled. */
  refuse: () => void
}

/**
 * The investor request's form (spec §4, §5): a type switch keeps the custom fields; a refused submit shows the
 * warning, which clears by itself once every required field is filled. The form lives as long as the dialog's
 * body, so closing the dialog resets it.
 */
/** `type` chooses the request's type at the start (capital activity opens it on 'Update Wire Instructions'). */
export function useInvestorRequestForm(type?: InvestorRequestType): InvestorRequestFormState {
  const [form, setForm] = useState<InvestorRequestForm>(() =>
    type ? chooseRequestType(emptyInvestorRequestForm(), type) : emptyInvestorRequestForm(),
  )
  const [attachment, setAttachment] = useState<HeldAttachment | null>(null)
  const [refused, setRefused] = useState(false)
  const missing = missingInvestorRequestFields(form)
  // Once filled, the warning is gone: emptying a field again does not bring it back before another submit.
  if (refused && missing.length === 0) setRefused(false)
  const warningShown = refused && missing.length > 0

  // The setters are stable, so a field may keep one in an effect's dependencies.
  const actions = useMemo(() => {
    const change = (patch: Partial<InvestorRequestForm>) => setForm((current) => ({ ...current, ...patch }))
    return {
      chooseType: (type: InvestorRequestType) => setForm((current) => chooseRequestType(current, type)),
      setMessage: (request: string) => change({ request }),
      setWireField: (field: WireInstructionField, value: string | null) =>
        setForm((current) => ({ ...current, customFields: { ...current.customFields, [field]: value } })),
      setFunds: (entitledEntities: Id[]) => change({ entitledEntities }),
      setAccounts: (entitledAccounts: Id[]) => change({ entitledAccounts }),
      setAttachment,
      refuse: () => setRefused(true),
    }
  }, [])

  return {
    ...actions,
    form: { ...form, attachment },
    attachment,
    warningShown,
    flagged: (field) => warningShown && missing.includes(field),
    messageWarning: showsMessageWarningBorder(form),
  }
}
