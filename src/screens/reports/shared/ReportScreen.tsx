import { useCallback, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ReportPage, ReportsDrawer } from '../../../components'
import type { FileExport } from '../../kit'
import { usePortalSession } from '../../portalSession'

export interface ReportScreenProps {
  title: string
  /** The report's FilterBar. */
  filters?: ReactNode
  /** The 'Export as Excel' download; disabled while it runs or while `exportable` is false. */
  download?: FileExport
  exportable?: boolean
  /** More controls beside 'Export as Excel' (the statement's 'Download ILPA workbook'). */
  actions?: ReactNode
  children: ReactNode
}

/**
 * The page every report shares (spec §2.3): the reports drawer (the user's active reports, open or closed the
 * same on every report), the title with 'Export as Excel', the filter bar and the report body.
 */
export function ReportScreen({
  title,
  filters,
  download,
  exportable = true,
  actions,
  children,
}: ReportScreenProps) {
  const { permissions, reportsDrawerOpen, setReportsDrawerOpen } = usePortalSession()
  const { pathname } = useLocation()
  // Until the reader opens or closes the drawer, a report too wide to fit beside it collapses it (for this page).
  const [tooWide, setTooWide] = useState(false)
  const collapse = useCallback(() => setTooWide(true), [])
  const open = reportsDrawerOpen ?? !tooWide
  return (
    <ReportPage
      title={title}
      onTooWideBesideDrawer={open && reportsDrawerOpen === null ? collapse : undefined}
      drawer={
        <ReportsDrawer
          open={open}
          animated={reportsDrawerOpen !== null}
          onToggle={setReportsDrawerOpen}
          permissions={permissions.view}
          activePath={pathname}
        />
      }
      filters={filters}
      actions={actions}
      onExport={download ? () => void download.run() : undefined}
      exportDisabled={!exportable || download?.exporting}
    >
      {children}
    </ReportPage>
  )
}
