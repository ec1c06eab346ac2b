import type { ReportColumn } from '../../../components'
import {
  formatCommitment,
  formatFundTypePercent,
  exposureTexts as texts,
  type ExposureGroup,
} from '../../../domain'

/** A group's name (headed by the grouping), its exposure in USD and its share: the chart's table and the page's. */
export const exposureGroupColumns = (groupLabel: string): Array<ReportColumn<ExposureGroup>> => [
  { key: 'label', header: groupLabel, value: (group) => group.label },
  {
    key: 'value',
    header: texts.columns.exposure,
    kind: 'number',
    value: (group) => group.value,
    format: formatCommitment,
  },
  {
    key: 'share',
    header: texts.columns.share,
    kind: 'number',
    value: (group) => group.share,
    format: formatFundTypePercent,
  },
]
