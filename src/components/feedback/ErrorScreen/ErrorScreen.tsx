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

export interface ErrorScreenProps {
  /** The title and the hint below it; by default the render error's texts (spec §8). */
  texts?: { title: string; hint: string }
}

/**
 * What a render error shows instead of a blank page (spec §2.3, §8); with the configuration error's texts, what
 * a portal without a usable provider shows instead of signing in.
 */
export function ErrorScreen({ texts = errorScreenTexts }: ErrorScreenProps) {
  return (
    <Panel role="alert">
      <Title>{texts.title}</Title>
      <Hint>{texts.hint}</Hint>
    </Panel>
  )
}
