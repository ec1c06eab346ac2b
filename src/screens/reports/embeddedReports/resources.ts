import { api } from '../../../api'
import type { EmbeddedReportName } from '../../../domain'
import { useScopedResource } from '../../kit'

/**
 * The line-two reports' provider load, keyed by its parameters and the session's scope (the kit adds the user and
 * the investor group); the embed token they share loads in useEmbedToken.
 */

/** The embed URL of a line-two report; `attempt` asks again after a failure. */
export const useEmbedUrl = (reportName: EmbeddedReportName, attempt: number) =>
  useScopedResource('embedUrl', { reportName, attempt }, (params, signal) =>
    api.entitlements.getEmbedUrl(params.reportName, { signal }),
  )
