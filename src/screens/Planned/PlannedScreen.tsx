import { useId } from 'react'
import styled from 'styled-components'
import { plannedPages } from './plannedPages'

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
`

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** A routed screen that later work fills in: its title and what it will show. */
export function PlannedScreen({ path }: { path: string }) {
  const titleId = useId()
  const { title, summary } = plannedPages[path] ?? { title: '', summary: '' }
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Summary>{summary}</Summary>
    </Section>
  )
}
