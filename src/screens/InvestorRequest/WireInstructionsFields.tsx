import { startOfDay } from 'date-fns'
import { useState } from 'react'
import styled from 'styled-components'
import { DatePicker, TextField, theme } from '../../components'
import { requestContext } from '../../api'
import { EFFECTIVE_DATE_LABEL, REQUIRED_WIRE_FIELDS, parseDate, toIsoDate } from '../../domain'
import { investorRequestTexts as texts } from './texts'
import type { InvestorRequestFormState } from './useInvestorRequestForm'

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`

const Legend = styled.legend`
  margin-bottom: ${theme.space.sm};
  font-weight: ${theme.typography.weight.semibold};
`

/**
 * The bank details of an Update Wire Instructions request (spec §3, §5): five required fields and the date the
 * instructions become effective (optional, not before today), sent as yyyy-MM-dd.
 */
export function WireInstructionsFields({
  state,
  disabled,
}: {
  state: InvestorRequestFormState
  disabled: boolean
}) {
  const [today] = useState(() => startOfDay(requestContext.now()))
  const { customFields } = state.form

  return (
    <Fieldset disabled={disabled}>
      <Legend>{texts.wireInstructions}</Legend>
      {REQUIRED_WIRE_FIELDS.map((field) => (
        <TextField
          key={field}
          label={texts.wireFields[field as keyof typeof texts.wireFields]}
          value={customFields[field] ?? ''}
          onChange={(value) => state.setWireField(field, value)}
          invalid={state.flagged(field)}
          required
          autoComplete="off"
        />
      ))}
      <DatePicker
        label={EFFECTIVE_DATE_LABEL}
        hint={texts.effectiveDateHint}
        today={today}
        isDateDisabled={(date) => date < today}
        value={parseDate(customFields.effectiveDate ?? null)}
        onChange={(date) => state.setWireField('effectiveDate', date ? toIsoDate(date) : null)}
        disabled={disabled}
      />
    </Fieldset>
  )
}
