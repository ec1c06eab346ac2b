import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { focusRing } from '../../components'

/**
 * An in-app link in the action colour (the component library has no link component yet; this is the screens'
 * own until it has).
 */
export const TextLink = styled(Link)<{ $strong?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.action};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.typography.weight.semibold : theme.typography.weight.regular)};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.actionHover};
  }
`
