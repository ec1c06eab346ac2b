import { useMemo } from 'react'
import { VirtualReportTable, type ReportColumn } from '../../../components'
import {
  exposureTexts as texts,
  type ExposureGroup,
  type ExposureGrouping,
  type NumberFormat,
} from '../../../domain'
import { exposureGroupColumns } from './exposureColumns'

const TOTAL_KEY = '\u0000total'

/**
 * The exposure's groups with their figures and the total: only the rows near the window are in the page, so a
 * book of 2,000 companies regroups and searches in short tasks.
 */
export function ExposureTable({
  groups,
  grouping,
  total,
  fundCount,
  numberFormat,
}: {
  groups: readonly ExposureGroup[]
  grouping: ExposureGrouping
  total: number
  /** How many funds the whole exposure holds (the total row's). */
  fundCount: number
  numberFormat: NumberFormat
}) {
  const columns = useMemo<ReadonlyArray<ReportColumn<ExposureGroup>>>(() => {
    const list: Array<ReportColumn<ExposureGroup> | false> = [
      ...exposureGroupColumns(texts.groupings[grouping]),
      grouping !== 'company' && {
        key: 'holdings',
        header: texts.columns.holdings,
        kind: 'number',
        value: (group) => group.holdings,
      },
      grouping !== 'fund' && {
        key: 'funds',
        header: texts.columns.funds,
        kind: 'number',
        value: (group) => group.funds,
      },
    ]
    return list.filter((column): column is ReportColumn<ExposureGroup> => column !== false)
  }, [grouping])
  const totalRow: ExposureGroup = {
    key: TOTAL_KEY,
    label: texts.total,
    value: total,
    share: total === 0 ? null : 100,
    holdings: groups.reduce((sum, group) => sum + group.holdings, 0),
    funds: fundCount,
  }
  return (
    <VirtualReportTable
      label={texts.tableLabel(texts.groupings[grouping])}
      columns={columns}
      groups={[{ id: grouping, label: '', rows: groups }]}
      total={totalRow}
      totalLabel={texts.total}
      rowKey={(group) => group.key}
      numberFormat={numberFormat}
    />
  )
}
