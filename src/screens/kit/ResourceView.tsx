import type { ReactNode } from 'react'
import styled from 'styled-components'
import { FailureMessage, LoadingMessage, Message, Panel } from '../../components'
import type { LoadState } from '../../domain'
import { allLoads, type Load, type LoadedData } from './loads'

/** Keeps a body's height while it loads, so the page does not jump when the data arrives. */
const Reserved = styled.div`
  min-height: 320px;
`

export interface ResourceViewProps<T> {
  /** A resource (useResource, useScopedResource) or any LoadState with its retry. */
  resource: LoadState<T> & { reload?: () => void; latest?: T }
  /** The loading message's label (what is loading). */
  loadingLabel: string
  /** Whether loaded data holds nothing to show. */
  isEmpty?: (data: T) => boolean
  /** What shows for empty data: a text in a card, or a node of its own. */
  empty?: string | ReactNode
  /** The failure's text; the §8 text the call failed with by default. */
  failureText?: string
  /** While a new key loads, the last data stays shown (busy) instead of the loading message: lists resorted. */
  keepWhileReloading?: boolean
  /** Holds 320 px while loading so the page below does not jump (a report's body). */
  reserveHeight?: boolean
  /**
   * What holds the view's room while it loads or waits for its parameters (a placeholder of the loaded view's
   * size); by default the loading message while it loads, and nothing while it waits.
   */
  placeholder?: ReactNode
  /** What the settled view (failure, empty or data) is drawn in; the placeholder stands alone. */
  frame?: (body: ReactNode) => ReactNode
  children: (data: T) => ReactNode
}

/**
 * The one view of a loaded resource (spec §4 Data loading): pending shows the loading message, rejected the
 * failure with 'Try again' (announced once, as an alert), fulfilled the data or its empty text. An idle resource
 * (its parameters not known yet) shows nothing.
 */
export function ResourceView<T>({
  resource,
  loadingLabel,
  isEmpty,
  empty,
  failureText,
  keepWhileReloading = false,
  reserveHeight = false,
  placeholder,
  frame = (body) => body,
  children,
}: ResourceViewProps<T>) {
  const shown =
    resource.status === 'fulfilled'
      ? { data: resource.data }
      : keepWhileReloading && resource.status === 'pending' && resource.latest !== undefined
        ? { data: resource.latest }
        : null
  const body = shown ? (
    frame(viewOf(shown.data, isEmpty, empty, children))
  ) : resource.status === 'rejected' ? (
    frame(<FailureMessage text={failureText ?? resource.error} onRetry={resource.reload} />)
  ) : placeholder !== undefined ? (
    placeholder
  ) : resource.status === 'pending' ? (
    <LoadingMessage label={loadingLabel} />
  ) : null
  if (!reserveHeight) return body
  return <Reserved aria-busy={resource.status === 'pending'}>{body}</Reserved>
}

function viewOf<T>(
  data: T,
  isEmpty: ResourceViewProps<T>['isEmpty'],
  empty: ResourceViewProps<T>['empty'],
  children: ResourceViewProps<T>['children'],
): ReactNode {
  if (!isEmpty?.(data)) return children(data)
  if (typeof empty !== 'string') return empty ?? null
  return (
    <Panel>
      <Message>{empty}</Message>
    </Panel>
  )
}

export interface ResourcesViewProps<L extends readonly Load<unknown>[]> extends Omit<
  ResourceViewProps<never>,
  'resource' | 'isEmpty' | 'children' | 'keepWhileReloading'
> {
  /** The loads, in order: a later one may wait on an earlier one's data. */
  resources: L
  isEmpty?: (data: LoadedData<L>) => boolean
  children: (data: LoadedData<L>) => ReactNode
}

/**
 * Several loads shown as one state (allLoads): the first failure with its retry, the loading message (or the
 * placeholder) until every load has its data, then the data of all, in order.
 */
export function ResourcesView<const L extends readonly Load<unknown>[]>({
  resources,
  isEmpty,
  children,
  ...view
}: ResourcesViewProps<L>) {
  return (
    <ResourceView {...view} resource={allLoads(resources)} isEmpty={isEmpty}>
      {children}
    </ResourceView>
  )
}

/** Only a resource's failure, with its retry: for a load whose progress shows elsewhere (a tile, the grid below). */
export function ResourceFailure({ resource }: { resource: LoadState<unknown> & { reload?: () => void } }) {
  return resource.status === 'rejected' ? (
    <FailureMessage text={resource.error} onRetry={resource.reload} />
  ) : null
}
