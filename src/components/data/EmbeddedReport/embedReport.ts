import { factories, models, Report, service, type Embed } from 'powerbi-client'
import type { EmbeddedReportFilter } from '../../../domain'

/**
 * The embedding of a line-two report through Microsoft's powerbi-client (loaded with the report routes only). One
 * Service for the portal: the library's postMessage protocol, its events and its token hand-over.
 */
const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory)

/**
 * The library embeds only https pages of the report service's own hosts. A report page served by the portal's
 * own origin (the demo provider's reports; a deployment carries none) is embedded through the library's component
 * registry instead: the same Report, protocol and events, in a frame the portal made for that page.
 */
const PORTAL_PAGE_REPORT = 'portalPageReport'
// Only in builds that carry such pages: the deployment artifact embeds nothing of its own origin.
if (__PORTAL_PAGE_REPORTS__)
  powerbi.register(
    PORTAL_PAGE_REPORT,
    (owner, element, config, phasedRender, isBootstrap) => {
      const frame = document.createElement('iframe')
      frame.src = config.embedUrl ?? 'about:blank'
      frame.style.cssText = 'width:100%;height:100%;border:0'
      element.replaceChildren(frame)
      return new Report(owner, element, { ...config, type: 'report' }, phasedRender, isBootstrap, frame)
    },
    ['/portalPageReports/:uniqueId/events/:eventName'],
  )

const isPortalPage = (embedUrl: string) =>
  __PORTAL_PAGE_REPORTS__ && new URL(embedUrl, window.location.href).origin === window.location.origin

const basicFilter = ({ table, column, values }: EmbeddedReportFilter) =>
  new models.BasicFilter({ table, column }, 'In', values).toJSON()

export interface EmbedOptions {
  embedUrl: string
  reportId: string
  accessToken: string
  filters: readonly EmbeddedReportFilter[]
  /** The frame's accessible name. */
  title: string
  onLoaded: () => void
  onError: (message: string | null) => void
}

/** An embedded report: the token and filters it is handed after loading, and how to take it down. */
export interface EmbeddedHandle {
  setAccessToken: (token: string) => Promise<void>
  setFilters: (filters: readonly EmbeddedReportFilter[]) => Promise<void>
  remove: () => void
}

/** Embeds a report into `element` with its token and filters; 'loaded' and 'error' come back as callbacks. */
export function embedReport(element: HTMLElement, options: EmbedOptions): EmbeddedHandle {
  const portalPage = isPortalPage(options.embedUrl)
  const report = powerbi.embed(element, {
    type: portalPage ? PORTAL_PAGE_REPORT : 'report',
    id: options.reportId,
    embedUrl: portalPage ? new URL(options.embedUrl, window.location.href).href : options.embedUrl,
    accessToken: options.accessToken,
    tokenType: models.TokenType.Embed,
    filters: options.filters.map(basicFilter),
    settings: { panes: { filters: { visible: false } } },
  }) as Embed as Report
  report.setComponentTitle(options.title)
  report.on('loaded', () => options.onLoaded())
  report.on('error', (event) => {
    const detail = (event as CustomEvent<{ message?: unknown } | undefined>).detail
    options.onError(typeof detail?.message === 'string' ? detail.message : null)
  })
  return {
    setAccessToken: async (token) => {
      await report.setAccessToken(token)
    },
    setFilters: async (filters) => {
      await report.updateFilters(models.FiltersOperations.ReplaceAll, filters.map(basicFilter))
    },
    remove: () => powerbi.reset(element),
  }
}
