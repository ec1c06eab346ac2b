import { ReportTable, type ReportColumn } from '../../../components'
import {
  formatDate,
  formatScheduleAmount,
  scheduleOfInvestmentsTexts,
  SOI_AMOUNT_FIELDS,
  type ScheduleOfInvestmentsView,
  type SoiAmounts,
  type UserFormats,
} from '../../../domain'
import { scheduleOfInvestmentsScreenTexts as texts } from './texts'

/** A line of the schedule: a company, a group's subtotal or an adjustment (only a fair-value amount). */
interface ScheduleLine extends Partial<SoiAmounts> {
  id: string
  name: string
  date?: string | null
}

const FAIR_VALUE = 'remainingInvestedCapitalAndUndistributedProceedsAtFairValue'

export interface ScheduleOfInvestmentsTableProps {
  fundName: string
  view: ScheduleOfInvestmentsView
  formats: UserFormats
}

/**
 * The schedule of investments (spec §2.5, §3): companies grouped Realized, Unrealized/Partially Realized and
 * Publicly Traded with subtotals, then the adjustments down to the capital account at fair value; amounts with
 * 1 decimal, negatives in parentheses (§9).
 */
export function ScheduleOfInvestmentsTable({ fundName, view, formats }: ScheduleOfInvestmentsTableProps) {
  const columns: ReportColumn<ScheduleLine>[] = [
    { key: 'company', header: texts.company, value: (line) => line.name },
    {
      key: 'initialInvestmentDate',
      header: texts.initialInvestmentDate,
      value: (line) => (line.date ? formatDate(line.date, formats.dateFormat) : ''),
    },
    ...SOI_AMOUNT_FIELDS.map((field): ReportColumn<ScheduleLine> => ({
      key: field,
      header: texts[field],
      kind: 'number',
      value: (line) => line[field],
      format: (value, numberFormat, line) =>
        value === undefined || (value === null && line.id.startsWith('adjustment'))
          ? ''
          : formatScheduleAmount(value, numberFormat),
    })),
  ]
  const groups = [
    ...view.groups.map((group) => ({
      id: group.status,
      label: group.status,
      rows: group.companies.map((company): ScheduleLine => ({
        ...company,
        id: `company-${String(company.companyId)}`,
        name: company.companyName,
        date: company.initialInvestmentDate,
      })),
      subtotal: { ...group.subtotal, id: `subtotal-${group.status}`, name: group.status },
    })),
    {
      id: 'adjustments',
      label: scheduleOfInvestmentsTexts.adjustments,
      rows: [
        { ...view.investmentsTotal, id: 'investments', name: texts.totalInvestments },
        ...view.adjustments.map((adjustment): ScheduleLine => ({
          id: `adjustment-${adjustment.field}`,
          name: adjustment.label,
          [FAIR_VALUE]: adjustment.amount,
        })),
      ],
    },
  ]
  return (
    <ReportTable
      caption={texts.tableCaption(fundName)}
      hideCaption
      columns={columns}
      groups={groups}
      total={{
        id: 'capital-account',
        name: texts.capitalAccountAtFairValue,
        [FAIR_VALUE]: view.capitalAccountAtFairValue,
      }}
      totalLabel={texts.capitalAccountAtFairValue}
      rowKey={(line) => line.id}
      isTotalRow={(line) => line.id === 'investments'}
      numberFormat={formats.numberFormat}
    />
  )
}
