import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button, DownloadIcon, Muted, ProgressBar, Row, Strong, theme } from '../../components'
import { documentTexts, downloadSelectionState } from '../../domain'
import { documentsScreenTexts } from './texts'
import type { BulkDownloadState } from './useBulkDownload'
import type { MarkAsReadProgress } from './useMarkAsRead'

const Bar = styled(Row).attrs({ $justify: 'space-between' })`
  min-height: ${theme.sizes.control}px;
`

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.warning};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
`

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  flex: 1 1 320px;
  max-width: 560px;
`

export interface BulkActionsBarProps {
  /** What is left of the bar: the total, the selected count. */
  summary: ReactNode
  selectedCount: number
  onDownloadSelected: () => void
  onMarkAsRead: () => void
  download: BulkDownloadState
  onCancelDownload: () => void
  markingRead: MarkAsReadProgress | null
  /** Shown under the bar, e.g. the outcome of a partly failed Mark as Read. */
  outcome?: string | null
}

/**
 * 'Mark as Read' and 'Download Selected' for the selection (disabled with none or more than 50 selected, with
 * the hint 'Please select 50 documents or fewer'), and the progress of either, with Cancel for the download.
 */
export function BulkActionsBar({
  summary,
  selectedCount,
  onDownloadSelected,
  onMarkAsRead,
  download,
  onCancelDownload,
  markingRead,
  outcome,
}: BulkActionsBarProps) {
  const hintId = useId()
  const selection = downloadSelectionState(selectedCount)
  const busy = download.phase !== 'idle' || markingRead !== null
  const progressLabel =
    download.phase === 'downloading'
      ? documentsScreenTexts.downloading(download.done, download.total)
      : download.phase === 'zipping'
        ? documentsScreenTexts.zipping
        : markingRead
          ? documentsScreenTexts.markingRead(markingRead.done, markingRead.total)
          : null
  return (
    <div role="group" aria-label={documentsScreenTexts.bulkActions}>
      <Bar>
        <Row $gap="md">{summary}</Row>
        {progressLabel ? (
          <Progress>
            <Muted aria-live="polite">{progressLabel}</Muted>
            <ProgressBar
              label={progressLabel}
              value={download.phase === 'downloading' ? download.done : (markingRead?.done ?? 1)}
              max={download.phase === 'downloading' ? download.total : (markingRead?.total ?? 1)}
            />
            {download.phase !== 'idle' && (
              <Button variant="ghost" size="sm" onClick={onCancelDownload}>
                {documentsScreenTexts.cancel}
              </Button>
            )}
          </Progress>
        ) : null}
        <Row $gap="sm">
          <Button variant="secondary" disabled={selectedCount === 0 || busy} onClick={onMarkAsRead}>
            {documentTexts.markAsRead}
          </Button>
          <Button
            icon={<DownloadIcon size="sm" />}
            disabled={selection.disabled || busy}
            aria-describedby={selection.hint ? hintId : undefined}
            onClick={onDownloadSelected}
          >
            {documentTexts.downloadSelected}
          </Button>
        </Row>
      </Bar>
      {selection.hint && (
        <Row $justify="flex-end">
          <Hint id={hintId}>{selection.hint}</Hint>
        </Row>
      )}
      {outcome && (
        <Muted role="status">
          <Strong>{outcome}</Strong>
        </Muted>
      )}
    </div>
  )
}
