import type { LoadState } from '../../../domain'
import { reportTexts } from '../../../domain'
import { ResourceView, type ResourceViewProps } from '../../kit'
import { reportScreenTexts } from './texts'

export type ReportBodyProps<T> = Omit<ResourceViewProps<T>, 'resource' | 'loadingLabel' | 'empty'> & {
  state: ResourceViewProps<T>['resource']
  noDataText: string
  loadingLabel?: string
}

/**
 * A report's body (spec §4 Data loading): the kit's ResourceView holding the report's height, with the reports'
 * loading text and 'no data'. While a new load runs nothing of the earlier one shows.
 */
export function ReportBody<T>({ state, noDataText, loadingLabel, ...view }: ReportBodyProps<T>) {
  return (
    <ResourceView
      {...view}
      resource={state}
      empty={noDataText}
      loadingLabel={loadingLabel ?? reportScreenTexts.loading}
      reserveHeight
    />
  )
}

/**
 * The body while what a report can be asked for (its periods, its funds) loads: that loading or its failure with
 * a retry, or 'no data' once it is known there is nothing to report on.
 */
export function ReportOptionsBody({ state }: { state: LoadState<unknown> & { reload?: () => void } }) {
  return (
    <ReportBody
      state={state}
      isEmpty={() => true}
      noDataText={reportTexts.noData}
      loadingLabel={reportScreenTexts.loadingFilters}
    >
      {() => null}
    </ReportBody>
  )
}
