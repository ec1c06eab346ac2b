import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button, PageLayout, TextField, theme } from '../../components'
import { paths, userMenuTexts } from '../../domain'
import { usePortalSession } from '../portalSession'
import { impersonateTexts } from './texts'

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space.md};
  padding: ${theme.space.xl};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
`

/** Look a user up by email and act as them (spec §4 Impersonation); stop returns home. */
export function ImpersonateScreen() {
  const session = usePortalSession()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const { isImpersonating, canStartImpersonation } = session.permissions
  // The banner shows as soon as the user is found, before their funds have loaded: an admin who
  // goes elsewhere from the menu meanwhile stays where they went instead of being sent home.
  const onThisPage = useRef(true)
  useEffect(() => {
    onThisPage.current = true
    return () => {
      onThisPage.current = false
    }
  }, [])

  async function start(event: FormEvent) {
    event.preventDefault()
    if ((await session.startImpersonation(email)) && onThisPage.current) void navigate(paths.home)
  }

  async function stop() {
    await session.stopImpersonation()
    void navigate(paths.home)
  }

  return (
    <PageLayout title={userMenuTexts.impersonateUser}>
      <Form onSubmit={(event) => void start(event)} noValidate>
        <TextField
          label={impersonateTexts.userEmail}
          type="email"
          value={email}
          onChange={setEmail}
          error={session.impersonationError}
          disabled={!canStartImpersonation || session.impersonationPending}
          width={360}
        />
        {isImpersonating ? (
          <Button type="button" variant="secondary" onClick={() => void stop()}>
            {userMenuTexts.stopImpersonating}
          </Button>
        ) : (
          <Button
            type="submit"
            loading={session.impersonationPending}
            disabled={!email.trim() || !canStartImpersonation}
          >
            {userMenuTexts.startImpersonation}
          </Button>
        )}
      </Form>
    </PageLayout>
  )
}
