import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { Button, CardList, Message, Muted, Panel, SectionHeading, Stack } from '../../../components'
import {
  activityNotices,
  capitalActivity,
  capitalActivitySheet,
  capitalActivityTexts as texts,
  documentIdOf,
  pageTitleTexts,
  reportFileName,
  successTexts,
  toIsoDate,
  upcomingAndPast,
  type CapitalActivityEntry,
  type Document,
} from '../../../domain'
import type { UpdateDocuments } from '../../documentLibrary'
import { useDocumentActions } from '../../documentLibrary/useDocumentActions'
import { useDocumentPreview } from '../../documentLibrary/useDocumentPreview'
import { loadedData, ResourceView, useFileExport, useToday } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { ReportScreen } from '../shared/ReportScreen'
import { ActivityEntry } from './ActivityEntry'
import { useCallReminder } from './callReminder'
import { useCapitalActivity } from './resources'
import { WireFraudNotice } from './WireFraudNotice'

export { NextCapitalCall } from './NextCapitalCall'

const InvestorRequestDialog = lazy(() =>
  import('../../InvestorRequest').then((module) => ({ default: module.InvestorRequestDialog })),
)

/** Past entries are shown this many at a time: an administrator's book has tens of thousands. */
export const PAST_ENTRIES_AT_ONCE = 50

/**
 * Capital activity (issue 64, /reporting/capital-activity): each capital call and distribution of the chosen
 * group's accounts in the last eight quarters and the quarter under way, from the cash flows matched to their
 * notices; upcoming (due today or later, the soonest first) and past (newest first). Each notice opens in the
 * portal's viewer and is marked read as a download would be; an upcoming call gives its reminder (.ics); the list
 * exports as a workbook. The wire-fraud warning stands above it all, with the investor request for new wire
 * instructions.
 */
export function CapitalActivityScreen() {
  const { formats, permissions } = usePortalSession()
  const today = toIsoDate(useToday()) ?? ''
  const activity = useCapitalActivity()
  const data = loadedData(activity)
  const { update } = activity
  const entries = useMemo(
    () =>
      data ? capitalActivity(data.funds, activityNotices(data.notices, data.types), { from: data.from }) : [],
    [data],
  )
  const updateNotices = useCallback<UpdateDocuments>(
    (change) => update((current) => ({ ...current, notices: [...change(current.notices)] })),
    [update],
  )
  const actions = useDocumentActions(updateNotices)
  const preview = useDocumentPreview(data?.notices ?? [], actions)
  const noticeById = useMemo(
    () => new Map((data?.notices ?? []).map((notice) => [String(documentIdOf(notice)), notice])),
    [data],
  )
  const workbook = useFileExport(
    entries.length > 0
      ? async (signal) => {
          const { workbookBlob } = await import('../../kit/workbook')
          return {
            blob: await workbookBlob([capitalActivitySheet(entries, today)], formats.dateFormat, signal),
            fileName: reportFileName(texts.sheetName, today),
          }
        }
      : null,
    successTexts.fileGeneration,
  )
  const [requestOpen, setRequestOpen] = useState(false)
  const closeRequest = useCallback(() => setRequestOpen(false), [])
  const remind = useCallReminder()

  return (
    <ReportScreen title={pageTitleTexts.capitalActivity} download={workbook} exportable={entries.length > 0}>
      <Stack $gap="lg">
        <WireFraudNotice
          requestEnabled={permissions.investorRequestEnabled}
          onUpdateWireInstructions={() => setRequestOpen(true)}
        />
        <ResourceView
          resource={activity}
          loadingLabel={texts.loading}
          isEmpty={() => entries.length === 0}
          empty={
            <Panel>
              <Message>{texts.noActivity}</Message>
            </Panel>
          }
        >
          {() => (
            <ActivityLists
              entries={entries}
              today={today}
              noticeOf={(entry) =>
                entry.notice ? (noticeById.get(String(entry.notice.documentId)) ?? null) : null
              }
              render={(entry, notice) => (
                <ActivityEntry
                  key={entry.key}
                  entry={entry}
                  today={today}
                  formats={formats}
                  notice={notice}
                  opening={preview.link}
                  onRemind={remind}
                />
              )}
            />
          )}
        </ResourceView>
      </Stack>
      {preview.dialog}
      {requestOpen && (
        <Suspense fallback={null}>
          <InvestorRequestDialog open type="update-wire-instructions" onClose={closeRequest} />
        </Suspense>
      )}
    </ReportScreen>
  )
}

/** The upcoming entries, then the past ones PAST_ENTRIES_AT_ONCE at a time, with the count of unread notices. */
function ActivityLists({
  entries,
  today,
  noticeOf,
  render,
}: {
  entries: readonly CapitalActivityEntry[]
  today: string
  noticeOf: (entry: CapitalActivityEntry) => Document | null
  render: (entry: CapitalActivityEntry, notice: Document | null) => ReactNode
}) {
  const { upcoming, past } = useMemo(() => upcomingAndPast(entries, today), [entries, today])
  const [pastShown, setPastShown] = useState(PAST_ENTRIES_AT_ONCE)
  const unread = entries.filter((entry) => entry.notice && !entry.notice.read).length
  const more = Math.min(PAST_ENTRIES_AT_ONCE, past.length - pastShown)
  return (
    <Stack $gap="lg">
      <Muted role="status">{texts.unreadNotices(unread)}</Muted>
      <ActivitySection id="activity-upcoming" heading={texts.upcomingHeading} none={texts.noUpcoming}>
        {upcoming.length > 0 && (
          <CardList aria-labelledby="activity-upcoming">
            {upcoming.map((entry) => render(entry, noticeOf(entry)))}
          </CardList>
        )}
      </ActivitySection>
      <ActivitySection id="activity-past" heading={texts.pastHeading} none={texts.noPast}>
        {past.length > 0 && (
          <>
            <CardList aria-labelledby="activity-past">
              {past.slice(0, pastShown).map((entry) => render(entry, noticeOf(entry)))}
            </CardList>
            <Muted>{texts.shownOf(Math.min(pastShown, past.length), past.length)}</Muted>
            {more > 0 && (
              <Button variant="secondary" onClick={() => setPastShown((shown) => shown + more)}>
                {texts.showMore(more)}
              </Button>
            )}
          </>
        )}
      </ActivitySection>
    </Stack>
  )
}

/** A headed part of the list; `none` stands in when it has no entries (its children are then false). */
function ActivitySection({
  id,
  heading,
  none,
  children,
}: {
  id: string
  heading: string
  none: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Stack $gap="sm">
        <SectionHeading id={id}>{heading}</SectionHeading>
        {children || <Muted>{none}</Muted>}
      </Stack>
    </section>
  )
}
