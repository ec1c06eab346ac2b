import type { ReactNode } from 'react'
import styled from 'styled-components'
import { impersonationBanner } from '../../../domain'
import { px } from '../../theme/mixins'
import { below } from '../../theme/tokens'

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => px(theme.dimensions.impersonationBannerHeight)};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.banner};
  color: ${({ theme }) => theme.colors.inkInverse};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  overflow: hidden;

  /* On a phone the whole sentence wraps rather than being cut: who is acting for whom must be readable. */
  ${({ theme }) => below(theme.breakpoints.navigation)} {
    flex-wrap: wrap;
    height: auto;
    min-height: ${({ theme }) => px(theme.dimensions.impersonationBannerHeight)};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
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
      <Text>{impersonationBanner(adminName, impersonatedName)}</Text>
      {action}
    </Banner>
  )
}
