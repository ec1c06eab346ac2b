import type { ReactNode } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import {
  canOpenReport,
  fundProfileRedirect,
  paths,
  REPORTING_TERMS,
  reportingRedirectPath,
  type ReportKey,
} from '../../domain'
import { usePortalSession } from '../../screens/portalSession'
import { usePortal } from '../state/PortalContext'
import { TermsGate } from './TermsGate'

/** A report opens with its view permission and accepted reporting terms; else the first permitted report. */
export function ReportGate({ report, children }: { report: ReportKey; children: ReactNode }) {
  const { permissions } = usePortalSession()
  const { pathname } = useLocation()
  if (!canOpenReport(report, permissions.view)) {
    return <Navigate to={reportingRedirectPath(pathname, permissions.view) ?? paths.home} replace />
  }
  return <TermsGate scope={REPORTING_TERMS}>{children}</TermsGate>
}

/** /reporting and unknown reporting paths go to the first permitted report (home with none). */
export function ReportingRedirect() {
  const { permissions } = usePortalSession()
  return <Navigate to={reportingRedirectPath(paths.reporting, permissions.view) ?? paths.home} replace />
}

/** Fund profiles need ViewFunds, an entitled fund id, and accepted reporting and entity terms. */
export function FundProfileGate({ children }: { children: ReactNode }) {
  const { initialised } = useSnapshot(usePortal())
  const { permissions, entitledEntities } = usePortalSession()
  const { pathname } = useLocation()
  const { entityId = '' } = useParams()
  if (!permissions.fundsTabEnabled) return <Navigate to={paths.home} replace />
  if (!initialised) return null
  const redirect = fundProfileRedirect(pathname, entitledEntities)
  if (redirect) return <Navigate to={redirect} replace />
  const entity = entitledEntities.find((e) => String(e.id) === entityId || e.globalId === entityId)
  const entityIds = entity
    ? [entity.id, entity.globalId].filter((id) => id !== undefined && id !== null)
    : [entityId]
  return (
    <TermsGate scope={{ ...REPORTING_TERMS, entityIds }} urlEntityId={entity?.id ?? entityId}>
      {children}
    </TermsGate>
  )
}

/** Administration: administrators only, and not while impersonating a non-administrator. */
export function AdministrationGate({ children }: { children: ReactNode }) {
  const { permissions } = usePortalSession()
  return permissions.administration.enabled ? children : <Navigate to={paths.home} replace />
}
