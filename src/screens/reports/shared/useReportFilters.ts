import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useUrlFilters, type FilterSchema, type FilterValues } from '../../kit'
import { usePortalSession } from '../../portalSession'

/**
 * A report's filters, kept in the URL (useUrlFilters), and cleared when the selected investor-account group
 * changes (spec §4 Reports): the new group has other funds and accounts, so the report starts from its defaults.
 */
export function useReportFilters<S extends FilterSchema>(
  schema: S,
): [FilterValues<S>, (patch: Partial<FilterValues<S>>) => void] {
  const { selectedGroupId } = usePortalSession()
  const [, setParams] = useSearchParams()
  const group = useRef(selectedGroupId)
  useEffect(() => {
    if (group.current === selectedGroupId) return
    group.current = selectedGroupId
    setParams(new URLSearchParams(), { replace: true })
  }, [selectedGroupId, setParams])
  return useUrlFilters(schema)
}
