import { useId } from 'react'
import styled from 'styled-components'
import type { ViewPermissions } from '../../../domain'
import { capsLabel } from '../../layout/mixins'
import { focusRing, px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { reportLinkGroups } from './reportGroups'
import { theme } from '../../theme/tokens'

const Group = styled.section`
  & + & {
    margin-top: ${theme.space.md};
    padding-top: ${theme.space.md};
    border-top: ${px(theme.sizes.border)} solid ${theme.colors.border};
  }
`

const Heading = styled.h2`
  margin: 0 0 ${theme.space.xs};
  padding: 0 ${theme.space.md};
  ${capsLabel}
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.a<{ $current: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${px(theme.sizes.option)};
  padding: 0 ${theme.space.md};
  color: ${({ $current }) => ($current ? theme.colors.action : theme.colors.ink)};
  background: ${({ $current }) => ($current ? theme.colors.actionSubtle : 'transparent')};
  box-shadow: ${({ $current }) =>
    $current ? `inset ${px(theme.sizes.indicator)} 0 0 ${theme.colors.action}` : 'none'};
  font-weight: ${({ $current }) =>
    $current ? theme.typography.weight.semibold : theme.typography.weight.regular};
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: ${theme.colors.actionSubtle};
  }

  &:focus-visible {
    outline-offset: -${px(theme.sizes.focusRing)};
  }
`

export interface ReportsMenuProps {
  /** The user's (or impersonated user's) view permissions: each option needs its own (spec §2.3). */
  permissions: ViewPermissions
  /** The current path, to mark the open report. */
  activePath: string
}

/**
 * The reports in two groups (line one: account summary 'Single', Capital Account Statement, Schedule of
 * Investments, Cash Flow Activity; line two: 'Single', Portfolio Performance, Diversification Analysis). Only
 * permitted options appear; a group without any is omitted.
 */
export function ReportsMenu({ permissions, activePath }: ReportsMenuProps) {
  const id = useId()
  const navigate = useLinkNavigation()
  return (
    <nav aria-label={componentTexts.reportsDrawer}>
      {reportLinkGroups(permissions, activePath).map((group) => (
        <Group key={group.id} aria-labelledby={`${id}-${group.id}`}>
          <Heading id={`${id}-${group.id}`}>{group.label}</Heading>
          <List>
            {group.links.map((link) => (
              <li key={link.id}>
                <Item
                  href={link.href}
                  aria-current={link.current ? 'page' : undefined}
                  $current={link.current}
                  onClick={(event) => navigateOnClick(event, link.href, navigate)}
                >
                  {link.label}
                </Item>
              </li>
            ))}
          </List>
        </Group>
      ))}
    </nav>
  )
}
