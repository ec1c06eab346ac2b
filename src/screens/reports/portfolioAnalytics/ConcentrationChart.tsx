import { Muted, SectionHeading, ShareBars, Stack, TableDisclosure } from '../../../components'
import {
  formatCommitment,
  formatFundTypePercent,
  exposureTexts as texts,
  topConcentration,
  type ExposureGroup,
  type NumberFormat,
} from '../../../domain'
import { exposureGroupColumns } from './exposureColumns'

/**
 * The ten largest groups of the exposure and the share they make together: bars (a picture) and their table (the
 * accessible alternative), folded under its disclosure.
 */
export function ConcentrationChart({
  groups,
  groupLabel,
  numberFormat,
}: {
  groups: readonly ExposureGroup[]
  groupLabel: string
  numberFormat: NumberFormat
}) {
  const { top, share } = topConcentration(groups)
  const columns = exposureGroupColumns(groupLabel)
  return (
    <Stack $gap="sm">
      <SectionHeading id="concentration-heading">{texts.concentrationHeading}</SectionHeading>
      {share !== null && (
        <Muted>{texts.concentrationShare(top.length, formatFundTypePercent(share, numberFormat))}</Muted>
      )}
      <ShareBars
        bars={top.map((group) => ({
          key: group.key,
          label: group.label,
          share: group.share,
          figure: `${formatFundTypePercent(group.share, numberFormat)} · ${formatCommitment(group.value, numberFormat)}`,
        }))}
      />
      <TableDisclosure
        id="concentration-table"
        title={texts.showConcentrationTable}
        caption={texts.concentrationTable}
        columns={columns}
        rows={top}
        rowKey={(group) => group.key}
        numberFormat={numberFormat}
      />
    </Stack>
  )
}
