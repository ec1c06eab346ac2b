import styled from 'styled-components'
import { compactControl } from '../../layout/mixins'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

const Switch = styled.button`
  ${compactControl({ gap: theme.space.sm, padding: theme.space.xs })}
`

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: ${px(theme.sizes.toggleWidth)};
  height: ${px(theme.sizes.toggleHeight)};
  border-radius: ${theme.radii.pill};
  background: ${({ $on }) => ($on ? theme.colors.action : theme.colors.control)};
  transition: background ${theme.motion.fast};

  button:disabled & {
    background: ${theme.colors.border};
  }

  &::after {
    content: '';
    position: absolute;
    top: ${px((theme.sizes.toggleHeight - theme.sizes.toggleKnob) / 2)};
    left: ${px((theme.sizes.toggleHeight - theme.sizes.toggleKnob) / 2)};
    width: ${px(theme.sizes.toggleKnob)};
    height: ${px(theme.sizes.toggleKnob)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    transform: translateX(
      ${({ $on }) => ($on ? px(theme.sizes.toggleWidth - theme.sizes.toggleHeight) : '0')}
    );
    transition: transform ${theme.motion.fast};
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
