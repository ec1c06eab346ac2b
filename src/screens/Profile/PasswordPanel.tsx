import { Button, Muted, Panel, SectionHeading } from '../../components'
import { api } from '../../api'
import { successTexts } from '../../domain'
import { useAction } from '../kit'
import { usePortalSession } from '../portalSession'
import { profileTexts } from './texts'

/**
 * The password change (spec §7): the identity provider emails the user a link. 'We've just sent you an email to
 * reset your password.', or the provider's first error, else 'Some error occurred. Please try again.'. Not while
 * impersonating: the password is its owner's.
 */
export function PasswordPanel() {
  const session = usePortalSession()
  const email = session.signedInUser?.email ?? ''
  const impersonating = session.permissions.isImpersonating
  const { busy: sending, run: change } = useAction(async () => {
    await api.entitlements.changePassword(email)
    session.notifySuccess(successTexts.passwordResetEmail)
  })

  return (
    <Panel aria-labelledby="password-heading">
      <SectionHeading id="password-heading">{profileTexts.password}</SectionHeading>
      <Muted>
        {impersonating ? profileTexts.passwordWhileImpersonating : profileTexts.passwordIntro(email)}
      </Muted>
      <div>
        <Button
          variant="secondary"
          loading={sending}
          disabled={impersonating || !email || sending}
          onClick={() => void change()}
        >
          {profileTexts.changePassword}
        </Button>
      </div>
    </Panel>
  )
}
