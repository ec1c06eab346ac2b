import type { ReactNode } from 'react'
import styled from 'styled-components'
import { FailureMessage, LoadingMessage, Message, Panel } from '../../components'
import { capitalAccountReportTexts, type LoadState } from '../../domain'
import { reportScreenTexts } from '../texts'

/** Keeps the body's height while it loads, so the page does not jump when the report arrives. */
const Body = styled.div`
  min-height: 320px;
`

export interface ReportBodyProps<T> {
  state: LoadState<T> & { reload?: () => void }
  /** Whether loaded data holds nothing to show ('no data'). */
  isEmpty?: (data: T) => boolean
  noDataText: string
  /** The failure's text (the §8 text of the call by default). */
  failureText?: string
  loadingLabel?: string
  children: (data: T) => ReactNode
}

/**
 * A report's body from its LoadState (spec §4 Data loading): loading, the report, 'no data', or the failure with
 * a retry. While a new load runs nothing of the earlier one shows (an aborted load shows nothing at all).
 */
export function ReportBody<T>({
  state,
  isEmpty,
  noDataText,
  failureText,
  loadingLabel = reportScreenTexts.loading,
  children,
}: ReportBodyProps<T>) {
  return (
    <Body aria-busy={state.status === 'pending'}>
      {state.status === 'pending' && <LoadingMessage label={loadingLabel} />}
      {state.status === 'rejected' && (
        <FailureMessage text={failureText ?? state.error} onRetry={state.reload} />
      )}
      {state.status === 'fulfilled' &&
        (isEmpty?.(state.data) ? (
          <Panel>
            <Message>{noDataText}</Message>
          </Panel>
        ) : (
          children(state.data)
        ))}
    </Body>
  )
}

/**
 * The body while what a report can be asked for (its periods, its funds) loads: that loading or its failure with
 * a retry, or 'no data' once it is known there is nothing to report on.
 */
export function ReportOptionsBody({ state }: { state: ReportBodyProps<unknown>['state'] }) {
  return (
    <ReportBody
      state={state.status === 'fulfilled' ? { status: 'fulfilled', data: null } : state}
      isEmpty={() => true}
      noDataText={capitalAccountReportTexts.noData}
      loadingLabel={reportScreenTexts.loadingFilters}
    >
      {() => null}
    </ReportBody>
  )
}
