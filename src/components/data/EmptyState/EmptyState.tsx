import type { ReactNode } from 'react'
import styled from 'styled-components'
import { DocumentIcon } from '../../icons'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xxl} ${theme.space.lg};
  border: ${px(theme.sizes.border)} dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  text-align: center;
`

const Symbol = styled.span`
  display: inline-flex;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.actionSubtle};
  color: ${theme.colors.action};
`

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.semibold};
`

const Description = styled.p`
  margin: 0;
  max-width: ${px(theme.sizes.fieldMaxWidth)};
  color: ${theme.colors.inkMuted};
`

export interface EmptyStateProps {
  /** What is empty, e.g. 'Report has no data for the parameters given'. */
  title: string
  description?: ReactNode
  /** A decorative icon (default: a document). */
  icon?: ReactNode
  /** A way forward (a Button or Link). */
  action?: ReactNode
}

/** What a list, table or report shows when there is nothing to show. */
export function EmptyState({
  title,
  description,
  icon = <DocumentIcon size="lg" />,
  action,
}: EmptyStateProps) {
  return (
    <Box>
      <Symbol aria-hidden="true">{icon}</Symbol>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Box>
  )
}
