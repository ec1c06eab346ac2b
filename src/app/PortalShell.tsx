import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useSessionStore } from './state/SessionContext'

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.inkInverse};
`

const Brand = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`

const Main = styled.main`
  max-width: ${({ theme }) => theme.dimensions.containerMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`

/** The portal's frame around the routed screens. */
export function PortalShell() {
  const { user } = useSnapshot(useSessionStore())
  return (
    <>
      <Header>
        <Brand>Investor Portal</Brand>
        <span>{user ? `${user.firstName} ${user.lastName}` : ''}</span>
      </Header>
      <Main>
        <h1>Welcome, {user?.firstName}</h1>
        <p>Your funds, reports and documents will appear here.</p>
      </Main>
    </>
  )
}
