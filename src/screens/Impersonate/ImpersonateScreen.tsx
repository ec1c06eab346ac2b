import { useState, type FormEvent } from 'react'
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

  async function start(event: FormEvent) {
    event.preventDefault()
    if (await session.startImpersonation(email)) void navigate(paths.home)
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
