import styled from 'styled-components'
import { calendarScreenTexts as texts } from './texts'

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`

const Tag = styled.span<{ $tone: 'success' | 'muted' }>`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSubtle : theme.colors.canvas)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`

/** Whether the user is registered, and whether the event is over. */
export function EventTags({ registered, past }: { registered: boolean; past: boolean }) {
  return (
    <Tags>
      <Tag $tone={registered ? 'success' : 'muted'}>
        {registered ? texts.registered : texts.notRegistered}
      </Tag>
      {past && <Tag $tone="muted">{texts.past}</Tag>}
    </Tags>
  )
}
