import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { isPersonaId, personaIds, personas, personaSummaries } from '../../../mocks/personas'
import { takeDeepLink } from '../../api'
import { FullScreenSpinner, standaloneCard, theme } from '../../components'
import { paths } from '../../domain'
import { signInAsPersona } from '../embeddedProvider'

const Page = styled.main`
  max-width: 640px;
  ${standaloneCard}
`

const List = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`

const PersonaLink = styled.a`
  display: block;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  text-decoration: none;
  color: ${theme.colors.ink};
  &:hover {
    border-color: ${theme.colors.action};
  }
`

const Id = styled.code`
  color: ${theme.colors.inkMuted};
`

/** The demo provider's sign-in: pick a persona, or come with ?persona=<id> to sign in at once. */
export default function DemoSignIn() {
  const [params] = useSearchParams()
  const requested = params.get('persona')
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!isPersonaId(requested)) return
    void signInAsPersona(requested).then((ok) => {
      if (ok) window.location.assign(takeDeepLink() ?? paths.home)
      else setFailed(true)
    })
  }, [requested])

  if (isPersonaId(requested) && !failed) return <FullScreenSpinner label="Signing in" />
  return (
    <Page>
      <h1>Sign in to the demo portal</h1>
      <p>This portal runs on its embedded demo provider. Choose who to sign in as.</p>
      <List>
        {personaIds.map((id) => (
          <li key={id}>
            <PersonaLink href={`${paths.login}?persona=${id}`}>
              <strong>
                {personas[id].firstName} {personas[id].lastName}
              </strong>{' '}
              <Id>{id}</Id>
              <br />
              {personaSummaries[id]}
            </PersonaLink>
          </li>
        ))}
      </List>
    </Page>
  )
}
