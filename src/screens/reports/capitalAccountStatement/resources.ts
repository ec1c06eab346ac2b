import { api } from '../../../api'
import { useScopedResource } from '../../kit'

/**
 * The capital account statement's provider loads, keyed by the session's scope (the kit adds the user and the
 * investor group); each fund's statement loads in useCapitalAccountStatement.
 */

/** Cas/periods: the statement's reporting dates and their funds. */
export const useCapitalAccountPeriods = () =>
  useScopedResource('capitalAccountPeriods', {}, (_, signal) =>
    api.reporting.getCapitalAccountPeriods({ signal }),
  )
