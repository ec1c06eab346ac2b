import styled from 'styled-components'
import { focusRing, px } from '../../theme/mixins'

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => px(theme.sizes.controlSm)};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabled};
  }
`

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: ${({ theme }) => px(theme.sizes.toggleWidth)};
  height: ${({ theme }) => px(theme.sizes.toggleHeight)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.action : theme.colors.control)};
  transition: background ${({ theme }) => theme.motion.fast};

  button:disabled & {
    background: ${({ theme }) => theme.colors.border};
  }

  &::after {
    content: '';
    position: absolute;
    top: ${({ theme }) => px((theme.sizes.toggleHeight - theme.sizes.toggleKnob) / 2)};
    left: ${({ theme }) => px((theme.sizes.toggleHeight - theme.sizes.toggleKnob) / 2)};
    width: ${({ theme }) => px(theme.sizes.toggleKnob)};
    height: ${({ theme }) => px(theme.sizes.toggleKnob)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    transform: translateX(
      ${({ theme, $on }) => ($on ? px(theme.sizes.toggleWidth - theme.sizes.toggleHeight) : '0')}
    );
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`

export interface ToggleProps {
  /** The visible label, also the switch's accessible name (e.g. 'Current'). */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** An on/off switch (role switch), e.g. the account summary's 'current' toggle. */
export function Toggle({ label, checked, onChange, disabled }: ToggleProps) {
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <Track $on={checked} aria-hidden="true" />
      {label}
    </Switch>
  )
}
