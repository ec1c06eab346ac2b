import { LoadingMessage, Message, Muted, Strong } from '../../components'
import { formatNumber, matchLoadStatus, warningTexts, type LoadStatus, type NumberFormat } from '../../domain'
import { documentsScreenTexts as texts } from './texts'

/** Above a library's grid once its search is answered: the total, and how many documents are selected. */
export function LibrarySummary({
  status,
  total,
  selectedCount,
  numberFormat,
}: {
  status: LoadStatus
  total: number | null
  selectedCount: number
  numberFormat: NumberFormat
}) {
  if (status !== 'fulfilled') return null
  const count = total ?? 0
  return (
    <>
      <Strong aria-live="polite">
        {texts.total(count, (n) => formatNumber(n, { decimals: 0, numberFormat }))}
      </Strong>
      {selectedCount > 0 && <Muted>{texts.selected(selectedCount)}</Muted>}
    </>
  )
}

/**
 * What an empty grid says: loading, none found, or why it is empty after a failed search (the failure itself is
 * announced once, by its warning).
 */
export function LibraryEmpty({ status }: { status: LoadStatus }) {
  return matchLoadStatus(status, {
    pending: () => <LoadingMessage label={texts.loading} />,
    rejected: () => <Message>{warningTexts.documentsLoad}</Message>,
    fulfilled: () => <Message>{texts.empty}</Message>,
  })
}
