import styled from 'styled-components'
import { needsTooltip } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { CloseIcon } from '../../icons'
import { focusRing, px } from '../../theme/mixins'
import { componentTexts } from '../../texts'

const Root = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: ${({ theme }) => px(theme.sizes.chipMaxWidth)};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xxs}
    ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.actionSubtle};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.typography.size.xs};
`

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
  }
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
