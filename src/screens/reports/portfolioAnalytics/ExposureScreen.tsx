import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { Callout, Muted, Panel, ProgressBar, SectionHeading, Stack, StatTile } from '../../../components'
import {
  exposureGroups,
  exposureSheet,
  exposureTexts as texts,
  formatCommitment,
  formatDate,
  pageTitleTexts,
  reportFileName,
  successTexts,
  type Exposure,
  type ExposureGrouping,
} from '../../../domain'
import { ResourceView, useFileExport } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { ReportScreen } from '../shared/ReportScreen'
import { ConcentrationChart } from './ConcentrationChart'
import { ExposureFilters, type ExposureView } from './ExposureFilters'
import { ExposureTable } from './ExposureTable'
import { useExposure, type ExposureData, type LoadProgress } from './resources'

const INITIAL_VIEW: ExposureView = { grouping: 'company', sort: 'value', query: '' }

/**
 * Exposure (issue 65, /reporting/exposure): the investor's share of every company across their funds at the
 * account summary's latest quarter end, in USD, its total the summary's capital account at fair value; grouped as
 * the reader chooses, with the top ten's concentration, search, sort and 'Export as Excel'.
 */
export function ExposureScreen() {
  const { formats } = usePortalSession()
  const { resource, progress } = useExposure()
  const [view, setView] = useState(INITIAL_VIEW)
  const change = useCallback(
    (next: Partial<ExposureView>) => setView((current) => ({ ...current, ...next })),
    [],
  )
  const data = resource.status === 'fulfilled' ? resource.data : null
  const exposure = data?.exposure ?? null
  const workbook = useFileExport(
    exposure && exposure.lines.length > 0 && data
      ? async (signal) => {
          const { workbookBlob } = await import('../../kit/workbook')
          return {
            blob: await workbookBlob([exposureSheet(exposure)], formats.dateFormat, signal),
            fileName: reportFileName(texts.sheetName, data.reportingDate),
          }
        }
      : null,
    successTexts.fileGeneration,
  )
  return (
    <ReportScreen
      title={pageTitleTexts.exposure}
      filters={<ExposureFilters view={view} onChange={change} />}
      download={workbook}
      exportable={Boolean(exposure && exposure.lines.length > 0)}
    >
      <ResourceView
        resource={resource}
        loadingLabel={texts.loading}
        placeholder={resource.status === 'pending' ? <LoadingProgress progress={progress} /> : undefined}
        isEmpty={() => !exposure || exposure.lines.length === 0}
        empty={texts.noExposure}
      >
        {(loaded) => loaded && <ExposureReport data={loaded} view={view} />}
      </ResourceView>
    </ReportScreen>
  )
}

/** While the funds' schedules load: how many of them are in, as a bar and in words. */
function LoadingProgress({ progress }: { progress: LoadProgress | null }) {
  return (
    <Panel aria-busy="true">
      <Stack $gap="sm">
        <Muted role="status">
          {progress ? `${texts.loading}: ${texts.progress(progress.loaded, progress.total)}` : texts.loading}
        </Muted>
        {progress && <ProgressBar label={texts.loading} value={progress.loaded} max={progress.total} />}
      </Stack>
    </Panel>
  )
}

function ExposureReport({ data, view }: { data: ExposureData; view: ExposureView }) {
  const { formats } = usePortalSession()
  const { exposure } = data
  // The groups are drawn in a deferred render after the summary (React yields to the page while it works), so
  // showing 2,000 companies is never one long task; a new grouping or search is deferred the same way.
  const grouping = useDeferredValue<ExposureGrouping | null>(view.grouping, null)
  const query = useDeferredValue(view.query.trim().toLocaleLowerCase())
  return (
    <Stack $gap="lg">
      <Stack $gap="sm">
        <SectionHeading>
          {texts.summaryHeading(formatDate(data.reportingDate, formats.dateFormat))}
        </SectionHeading>
        <Muted>{texts.intro}</Muted>
      </Stack>
      <StatTile
        label={texts.total}
        value={formatCommitment(exposure.total, formats.numberFormat)}
        detail={texts.tiesToSummary}
      />
      <ExposureNotes exposure={exposure} industriesUnknown={data.industriesUnknown} />
      {grouping && (
        <ExposureGroups
          exposure={exposure}
          grouping={grouping}
          query={query}
          typedQuery={view.query.trim()}
          sort={view.sort}
        />
      )}
    </Stack>
  )
}

/** The exposure grouped: the top ten's concentration, then every group found by the search, in the sort chosen. */
function ExposureGroups({
  exposure,
  grouping,
  query,
  typedQuery,
  sort,
}: {
  exposure: Exposure
  grouping: ExposureGrouping
  /** The search, lower case. */
  query: string
  /** The search as typed, for the words when nothing matches. */
  typedQuery: string
  sort: ExposureView['sort']
}) {
  const { numberFormat } = usePortalSession().formats
  const groups = useMemo(() => exposureGroups(exposure.lines, grouping), [exposure, grouping])
  const shown = useMemo(() => {
    const found = query ? groups.filter((group) => group.label.toLocaleLowerCase().includes(query)) : groups
    return sort === 'name' ? [...found].sort((a, b) => a.label.localeCompare(b.label)) : found
  }, [groups, query, sort])
  const fundCount = useMemo(() => new Set(exposure.lines.map((line) => String(line.fundId))).size, [exposure])
  return (
    <>
      <Panel>
        <ConcentrationChart
          groups={groups}
          groupLabel={texts.groupings[grouping]}
          numberFormat={numberFormat}
        />
      </Panel>
      <Stack $gap="sm">
        <Muted role="status">
          {shown.length === 0 && query
            ? texts.noMatch(typedQuery)
            : texts.shownOf(shown.length, groups.length)}
        </Muted>
        <ExposureTable
          groups={shown}
          grouping={grouping}
          total={exposure.total}
          fundCount={fundCount}
          numberFormat={numberFormat}
        />
      </Stack>
    </>
  )
}

/** What the figures leave out or could not classify, said where it matters. */
function ExposureNotes({ exposure, industriesUnknown }: { exposure: Exposure; industriesUnknown: number }) {
  const notes = [
    exposure.leftOut.length > 0 && texts.leftOut(exposure.leftOut.join(', ')),
    exposure.withoutSchedule.length > 0 && texts.withoutSchedule(exposure.withoutSchedule.join(', ')),
    industriesUnknown > 0 && texts.industriesUnknown(industriesUnknown),
  ].filter((note): note is string => Boolean(note))
  if (notes.length === 0) return null
  return (
    <Callout tone="warning" role="note">
      <Stack $gap="xs">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </Stack>
    </Callout>
  )
}
