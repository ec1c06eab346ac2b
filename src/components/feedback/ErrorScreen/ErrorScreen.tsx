import styled from 'styled-components'
import { errorScreenTexts } from '../../../domain'

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

/** What a render error shows instead of a blank page (spec §2.3, §8). */
export function ErrorScreen() {
  return (
    <Panel role="alert">
      <Title>{errorScreenTexts.title}</Title>
      <Hint>{errorScreenTexts.hint}</Hint>
    </Panel>
  )
}
