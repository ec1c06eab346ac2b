import { rejectionTexts, warningTexts } from '../../domain/texts'
import { answeredFrom, change, endpoint } from './endpoint'

/** The calendar service (spec §7 Calendar). */
export const calendarEndpoints = answeredFrom('calendarAnswers', {
  calendarEvents: endpoint('GET', '/cvent/api/Events', rejectionTexts.data),
})

/** Sign-in and sign-out are page navigations under the API base (spec §7), not calls: they have no text. */
export const sessionEndpoints = {
  signIn: endpoint('GET', '/signin'),
  signOut: endpoint('GET', '/entitlements/v1/user/signout'),
  /**
   * The identity provider's change-password endpoint. Its URL comes from runtime configuration; this path is
   * where the demo identity provider (the mock provider) answers it. A failure shows the answer's first item,
   * else this text.
   */
  passwordChange: change('POST', '/dbconnections/change_password', warningTexts.someErrorOccurred),
}
