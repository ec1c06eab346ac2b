import styled from 'styled-components'
import { calendarScreenTexts as texts } from './texts'
import { theme } from '../../components'

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
`

const Tag = styled.span<{ $tone: 'success' | 'muted' }>`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${({ $tone }) => ($tone === 'success' ? theme.colors.successSubtle : theme.colors.canvas)};
  color: ${({ $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.inkMuted)};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.semibold};
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
