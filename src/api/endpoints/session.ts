import { rejectionTexts, warningTexts } from '../../domain/texts'
import { change, endpoint } from './endpoint'
import type { AnswerSchema } from './answer'
import type { calendarAnswers } from './documentsAnswers'

type CalendarAnswers = typeof calendarAnswers

/** The schema of an answer, loaded with the first answer (see AnswerLoader). */
const calendarAnswer =
  <T>(pick: (answers: CalendarAnswers) => AnswerSchema<T>) =>
  () =>
    import('./documentsAnswers').then((answers) => pick(answers.calendarAnswers))

/** The calendar service (spec §7 Calendar). */
export const calendarEndpoints = {
  calendarEvents: endpoint('GET', '/cvent/api/Events', rejectionTexts.data).answering(
    calendarAnswer((answers) => answers.calendarEvents),
  ),
}

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
