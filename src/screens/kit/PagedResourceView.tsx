import type { ReactNode } from 'react'
import { LoadingMessage, Message } from '../../components'
import type { PagedResource } from './usePagedResource'

/**
 * What a paged list (usePagedResource) shows where it has no rows: its loading message, the text for nothing
 * found, or, after a failed search, why it is empty (the failure itself is announced once, by its warning).
 */
export function PagedEmpty({
  resource,
  loadingLabel,
  emptyText,
  failureText,
}: {
  resource: Pick<PagedResource<unknown>, 'status'>
  loadingLabel: string
  emptyText: string
  failureText: string
}) {
  if (resource.status === 'rejected') return <Message>{failureText}</Message>
  if (resource.status === 'fulfilled') return <Message>{emptyText}</Message>
  return <LoadingMessage label={loadingLabel} />
}

/** What shows once a paged list's first page is answered (its total, the selection); nothing before, or after a failure. */
export function PagedSettled({
  resource,
  children,
}: {
  resource: Pick<PagedResource<unknown>, 'status' | 'total'>
  children: (total: number) => ReactNode
}) {
  return resource.status === 'fulfilled' ? children(resource.total ?? 0) : null
}
