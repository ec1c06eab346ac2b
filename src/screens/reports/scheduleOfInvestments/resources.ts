import { api, type ScheduleOfInvestmentsRequest } from '../../../api'
import { useScopedResource } from '../../kit'

/**
 * The schedule of investments' provider loads, each keyed by its parameters and the session's scope (the kit adds
 * the user and the investor group). Null parameters wait until the filters are known.
 */

/** SOI/periods: the schedule's reporting dates and their funds. */
export const useScheduleOfInvestmentsPeriods = () =>
  useScopedResource('scheduleOfInvestmentsPeriods', {}, (_, signal) =>
    api.reporting.getScheduleOfInvestmentsPeriods({}, { signal }),
  )

/** SOI/report for one fund and date. */
export const useScheduleOfInvestments = (request: ScheduleOfInvestmentsRequest | null) =>
  useScopedResource('scheduleOfInvestments', request, (params, signal) =>
    api.reporting.getScheduleOfInvestments(params, { signal }),
  )
