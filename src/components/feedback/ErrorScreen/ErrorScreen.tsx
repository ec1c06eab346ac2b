import styled from 'styled-components'
import { errorScreenTexts } from '../../../domain'
import { focusRing, px } from '../../theme/mixins'

// On a phone the panel keeps a margin each side, its corners and shadow in view.
const Panel = styled.section`
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
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

/**
 * The primary button's look, drawn here: the screen is in the first load, and must show when the rest of the
 * component library (with Button, loaded with the chrome) is what could not load.
 */
const RetryButton = styled.button`
  margin-top: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => px(theme.sizes.control)};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.action};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.action};
  color: ${({ theme }) => theme.colors.inkInverse};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.actionHover};
    border-color: ${({ theme }) => theme.colors.actionHover};
  }
`

export interface ErrorScreenProps {
  /** The title and the hint below it; by default the render error's texts (spec §8). */
  texts?: { title: string; hint: string }
  /** A way back: the button's label ('Try again') and what it tries again (start-up, the page). */
  retry?: { label: string; onRetry: () => void }
}

/**
 * What a failed start-up or a render error shows instead of a blank page (spec §2.3, §8), with its way back; with
 * the configuration error's texts, what a portal without a usable provider shows instead of signing in (nothing to
 * try again there).
 */
export function ErrorScreen({ texts = errorScreenTexts, retry }: ErrorScreenProps) {
  return (
    <Panel role="alert">
      <Title>{texts.title}</Title>
      <Hint>{texts.hint}</Hint>
      {retry && (
        <RetryButton type="button" onClick={retry.onRetry}>
          {retry.label}
        </RetryButton>
      )}
    </Panel>
  )
}
