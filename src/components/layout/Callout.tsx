import type { ReactNode } from 'react'
import styled from 'styled-components'
import { InfoIcon, WarningIcon } from '../icons'
import { ItemHeading, Stack } from './layout'
import { theme } from '../theme/tokens'

/** What a callout says: something to act on (warning) or to know (info). */
export type CalloutTone = 'warning' | 'info'

const toneColours = {
  warning: { edge: 'warning', background: 'warningSubtle' },
  info: { edge: 'brand', background: 'canvas' },
} as const

const Box = styled.div<{ $tone: CalloutTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: ${theme.sizes.indicator * 2}px solid ${({ $tone }) => theme.colors[toneColours[$tone].edge]};
  border-radius: ${theme.radii.md};
  background: ${({ $tone }) => theme.colors[toneColours[$tone].background]};
  color: ${theme.colors.ink};
  min-width: 0;

  p {
    margin: 0;
  }
`

const Icon = styled.span<{ $tone: CalloutTone }>`
  display: inline-flex;
  flex: none;
  color: ${({ $tone }) => theme.colors[toneColours[$tone].edge]};
`

export interface CalloutProps {
  tone: CalloutTone
  /** A heading (h2 by default), also the callout's name as a region. */
  title?: string
  titleId?: string
  titleAs?: 'h2' | 'h3' | 'strong'
  /** 'alert' for a warning that appears in answer to what the user did (announced once). */
  role?: 'alert' | 'note'
  icon?: ReactNode
  children: ReactNode
}

/**
 * A notice set apart from the page: its tone's edge and background, an icon, an optional heading and what it
 * says. The one callout of the portal (the home page's action notice, a form's warning).
 */
export function Callout({ tone, title, titleId, titleAs = 'h2', role, icon, children }: CalloutProps) {
  return (
    <Box
      $tone={tone}
      role={role ?? (title ? 'region' : undefined)}
      aria-labelledby={title && !role ? titleId : undefined}
    >
      <Icon $tone={tone} aria-hidden="true">
        {icon ?? (tone === 'warning' ? <WarningIcon /> : <InfoIcon />)}
      </Icon>
      <Stack $gap="xs">
        {title && (
          <ItemHeading as={titleAs} id={titleId}>
            {title}
          </ItemHeading>
        )}
        {children}
      </Stack>
    </Box>
  )
}
