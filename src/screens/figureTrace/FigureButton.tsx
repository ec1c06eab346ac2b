import styled from 'styled-components'
import { theme } from '../../components'

/**
 * A figure that opens 'How this is calculated': it reads as the figure (the surrounding type, tabular digits),
 * dotted underneath as a term that explains itself, and is a button to the keyboard and a screen reader, named
 * with what it is of and what it opens (its visible figure first, so that speaking it works).
 */
const Button = styled.button`
  all: unset;
  box-sizing: border-box;
  max-width: 100%;
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: pointer;
  border-radius: ${theme.radii.sm};

  &:hover {
    color: ${theme.colors.action};
  }

  &:focus-visible {
    outline: ${theme.sizes.focusRing}px solid ${theme.colors.focus};
    outline-offset: ${theme.sizes.focusOffset}px;
  }
`

export interface FigureButtonProps {
  /** The figure as shown ('1.23x', '12.3%', '-'). */
  children: string
  /** Its accessible name: the figure's name, value and scope, and what the button opens. */
  label: string
  onOpen: () => void
  /** While the figure is still being worked out (its flows loading). */
  busy?: boolean
}

export function FigureButton({ children, label, onOpen, busy = false }: FigureButtonProps) {
  return (
    <Button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      onClick={onOpen}
    >
      {children}
    </Button>
  )
}
