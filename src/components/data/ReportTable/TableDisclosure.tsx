import { Accordion } from '../../feedback/Accordion'
import { ReportTable, type ReportTableProps } from './ReportTable'

export type TableDisclosureProps<R> = Omit<ReportTableProps<R>, 'groups'> & {
  /** The disclosure's id (its button and panel are named from it). */
  id: string
  /** The disclosure button's words, e.g. 'Show the 59 quarters as a table'. */
  title: string
  rows: readonly R[]
}

/**
 * A table folded under a disclosure, closed at first: the figures of a chart or bars beside it (their accessible
 * alternative), which would otherwise push the rest of the page far down.
 */
export function TableDisclosure<R>({ id, title, rows, ...table }: TableDisclosureProps<R>) {
  return (
    <Accordion
      items={[{ id, title, content: <ReportTable {...table} groups={[{ id, label: '', rows }]} /> }]}
    />
  )
}
