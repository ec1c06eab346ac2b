import type { ReactNode } from 'react'
import styled from 'styled-components'
import { impersonationBannerText } from '../../../domain'
import { px } from '../../theme/mixins'
import { below, theme } from '../../theme/tokens'

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  height: ${px(theme.dimensions.impersonationBannerHeight)};
  padding: 0 ${theme.space.lg};
  background: ${theme.colors.banner};
  color: ${theme.colors.inkInverse};
  font-weight: ${theme.typography.weight.semibold};
  white-space: nowrap;
  overflow: hidden;

  /* On a phone the whole sentence wraps rather than being cut: who is acting for whom must be readable. */
  ${below(theme.breakpoints.navigation)} {
    flex-wrap: wrap;
    height: auto;
    min-height: ${px(theme.dimensions.impersonationBannerHeight)};
    padding: ${theme.space.xs} ${theme.space.md};
    white-space: normal;
    text-align: center;
  }
`

const Text = styled.p`
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`

export interface ImpersonationBannerProps {
  /** The signed-in administrator. */
  adminName: string
  /** The user being impersonated. */
  impersonatedName: string
  /** An optional control at the end (e.g. a Stop Impersonating button). */
  action?: ReactNode
}

/** The 42 px banner shown while impersonating: 'You are logged in as {name}. You currently impersonate {name}'. */
export function ImpersonationBanner({ adminName, impersonatedName, action }: ImpersonationBannerProps) {
  return (
    <Banner role="status">
      <Text>{impersonationBannerText(adminName, impersonatedName)}</Text>
      {action}
    </Banner>
  )
}
