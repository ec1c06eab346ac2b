import styled from 'styled-components'
import { errorScreenTexts } from '../../../domain'
import { focusRing, px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

// On a phone the panel keeps a margin each side, its corners and shadow in view.
const Panel = styled.section`
  width: calc(100% - 2 * ${theme.space.md});
  max-width: 560px;
  margin: ${theme.space.xxl} auto;
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  text-align: center;
`

const Title = styled.h1`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.typography.size.xl};
  font-weight: ${theme.typography.weight.semibold};
`

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

/**
 * The primary button's look, drawn here: the screen is in the first load, and must show when the rest of the
 * component library (with Button, loaded with the chrome) is what could not load.
 */
const RetryButton = styled.button`
  margin-top: ${theme.space.lg};
  min-height: ${px(theme.sizes.control)};
  padding: 0 ${theme.space.md};
  border: ${px(theme.sizes.border)} solid ${theme.colors.action};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.action};
  color: ${theme.colors.inkInverse};
  font-weight: ${theme.typography.weight.semibold};
  font-size: ${theme.typography.size.sm};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  ${focusRing}

  &:hover {
    background: ${theme.colors.actionHover};
    border-color: ${theme.colors.actionHover};
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
