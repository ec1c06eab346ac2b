import styled, { useTheme } from 'styled-components'
import { Spinner } from '../../feedback/Spinner'
import { WarningIcon } from '../../icons'
import { px } from '../../theme/mixins'
import { embeddedReportTexts } from '../../texts'

const Box = styled.div<{ $height: number }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  height: ${({ $height }) => px($height)};
  border: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`

const Frame = styled.iframe`
  width: 100%;
  height: 100%;
  border: 0;
`

const Problem = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
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
      }
    | {
        status: 'ready'
        /** The report's embed URL (GET …/reports/{reportName}/EmbedUrl). */
        embedUrl: string
        /** The frame loaded: the caller hands it the embed token the way its report provider expects. */
        onFrameLoad?: (frame: HTMLIFrameElement) => void
      }
  )

/** The frame of a line-two report (portfolio performance, diversification analysis), with loading and error states. */
export function EmbeddedReport(props: EmbeddedReportProps) {
  const theme = useTheme()
  const { title, height } = props
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
        </Problem>
      )}
      {props.status === 'ready' && (
        <Frame
          title={title}
          src={props.embedUrl}
          onLoad={(event) => props.onFrameLoad?.(event.currentTarget)}
        />
      )}
    </Box>
  )
}
