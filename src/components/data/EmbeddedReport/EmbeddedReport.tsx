import { useEffect, useEffectEvent, useRef, useState } from 'react'
import styled from 'styled-components'
import type { EmbeddedReportFilter } from '../../../domain'
import { Button } from '../../inputs/Button'
import { Spinner } from '../../feedback/Spinner'
import { WarningIcon } from '../../icons'
import { centredCover } from '../../layout/mixins'
import { px } from '../../theme/mixins'
import { componentTexts, embeddedReportTexts } from '../../texts'
import type { EmbeddedHandle } from './embedReport'
import { theme } from '../../theme/tokens'

const Box = styled.div<{ $height: number }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  height: ${({ $height }) => px($height)};
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow: hidden;
`

const Host = styled.div`
  position: absolute;
  inset: 0;
`

const Overlay = styled.div`
  position: absolute;
  ${centredCover}
  background: ${theme.colors.surface};
`

const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

const Problem = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  color: ${theme.colors.warning};
  font-weight: ${theme.typography.weight.semibold};
`

interface CommonProps {
  /** Names the report's frame, e.g. 'Portfolio Performance'. */
  title: string
  /** Height in pixels (default 720). */
  height?: number
}

export type EmbeddedReportProps = CommonProps &
  (
    | { status: 'loading' }
    | {
        status: 'error'
        /** e.g. 'Failed to load report' (rejectionTexts.embeddedReport in src/domain). */
        message: string
        /** Shows 'Try again'. */
        onRetry?: () => void
      }
    | {
        /** The report has nothing to show (its embed URL answered 204). */
        status: 'empty'
        message: string
      }
    | {
        status: 'ready'
        /** The report's embed URL (GET …/reports/{reportName}/EmbedUrl). */
        embedUrl: string
        reportId: string
        /** The embed token: a new one is handed to the loaded report, which is not reloaded. */
        accessToken: string
        /** Report filters (the line-two currency): a change re-filters the loaded report. */
        filters?: readonly EmbeddedReportFilter[]
        /** The embedded report signalled an error (its message, when it gave one). */
        onError: (message: string | null) => void
      }
  )

const NO_FILTERS: readonly EmbeddedReportFilter[] = []

/**
 * A line-two report (portfolio performance, diversification analysis, the line-two account summary) embedded
 * with Microsoft's powerbi-client, loaded with the first report: the frame keeps its height while it loads (a
 * spinner over it), a new token and new filters reach the loaded report without reloading it, and an error it
 * signals goes to `onError`.
 */
export function EmbeddedReport(props: EmbeddedReportProps) {
  const { height } = props
  return (
    <Box
      $height={height ?? theme.sizes.reportFrameHeight}
      aria-busy={props.status === 'loading' || undefined}
    >
      {props.status === 'loading' && <Spinner size="lg" label={embeddedReportTexts.loading} />}
      {props.status === 'error' && (
        <Problem role="alert">
          <WarningIcon />
          {props.message}
          {props.onRetry && (
            <Button variant="secondary" size="sm" onClick={props.onRetry}>
              {componentTexts.retry}
            </Button>
          )}
        </Problem>
      )}
      {props.status === 'empty' && <Empty role="status">{props.message}</Empty>}
      {props.status === 'ready' && <ReportFrame {...props} />}
    </Box>
  )
}

type ReadyProps = Extract<EmbeddedReportProps, { status: 'ready' }>

function ReportFrame({ title, embedUrl, reportId, accessToken, filters = NO_FILTERS, onError }: ReadyProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const handleRef = useRef<EmbeddedHandle | null>(null)
  const [loaded, setLoaded] = useState(false)
  // What the report was embedded with (or last handed), so a change is handed over once.
  const embeddedWith = useRef({ accessToken, filters: JSON.stringify(filters) })
  const reportError = useEffectEvent((message: string | null) => onError(message))
  const current = useEffectEvent(() => ({ accessToken, filters }))

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let cancelled = false
    setLoaded(false)
    void import('./embedReport').then(
      ({ embedReport }) => {
        if (cancelled) return
        const now = current()
        embeddedWith.current = { accessToken: now.accessToken, filters: JSON.stringify(now.filters) }
        handleRef.current = embedReport(host, {
          embedUrl,
          reportId,
          ...now,
          title,
          onLoaded: () => setLoaded(true),
          onError: reportError,
        })
      },
      () => reportError(null),
    )
    return () => {
      cancelled = true
      handleRef.current?.remove()
      handleRef.current = null
    }
  }, [embedUrl, reportId, title])

  useEffect(() => {
    const handle = handleRef.current
    if (!handle || embeddedWith.current.accessToken === accessToken) return
    embeddedWith.current.accessToken = accessToken
    handle.setAccessToken(accessToken).catch(() => reportError(null))
  }, [accessToken])

  const filterKey = JSON.stringify(filters)
  useEffect(() => {
    const handle = handleRef.current
    if (!handle || embeddedWith.current.filters === filterKey) return
    embeddedWith.current.filters = filterKey
    handle.setFilters(current().filters).catch(() => reportError(null))
  }, [filterKey])

  return (
    <>
      <Host ref={hostRef} data-embedded-report={reportId} />
      {!loaded && (
        <Overlay>
          <Spinner size="lg" label={embeddedReportTexts.loading} />
        </Overlay>
      )}
    </>
  )
}
