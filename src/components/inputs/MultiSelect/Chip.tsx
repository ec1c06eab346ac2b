import styled from 'styled-components'
import { needsTooltip } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { CloseIcon } from '../../icons'
import { bareButton, centredIcon, px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { theme } from '../../theme/tokens'

const Root = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  max-width: ${px(theme.sizes.chipMaxWidth)};
  padding: ${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.actionSubtle};
  color: ${theme.colors.ink};
  font-size: ${theme.typography.size.xs};
`

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Remove = styled.button`
  ${centredIcon}
  padding: ${theme.space.xxs};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.inkMuted};
  ${bareButton}

  &:hover {
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
  }
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`

const More = styled.li`
  font-size: ${theme.typography.size.xs};
  color: ${theme.colors.inkMuted};
`

export interface ChipProps {
  label: string
  onRemove: () => void
}

/** One selected value of a MultiSelect, removable; long labels are truncated with a tooltip. */
export function Chip({ label, onRemove }: ChipProps) {
  const text = <Text>{label}</Text>
  return (
    <Root>
      {needsTooltip(label) ? (
        <Tooltip content={label} describe={false} block>
          {text}
        </Tooltip>
      ) : (
        text
      )}
      <Remove type="button" aria-label={componentTexts.removeChip(label)} onClick={onRemove}>
        <CloseIcon size="sm" />
      </Remove>
    </Root>
  )
}

export interface ChipListProps {
  /** The list's accessible name (the field's summary, '2 Funds selected'). */
  label: string
  chips: ReadonlyArray<{ key: string | number; label: string; onRemove: () => void }>
  /** '+N more selected' beyond the chips shown, or null. */
  more: string | null
}

/** A selection shown under its field as removable chips, then how many more are selected. */
export function ChipList({ label, chips, more }: ChipListProps) {
  if (chips.length === 0) return null
  return (
    <Chips aria-label={label}>
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.label} onRemove={chip.onRemove} />
      ))}
      {more && <More>{more}</More>}
    </Chips>
  )
}
