import { useMemo, useState } from 'react'
import { Button, FilterBar, Muted, MultiSelect, PageLayout, Row, Select, TextField } from '../../components'
import { api } from '../../api'
import {
  ADMINISTRATION_REPORTS,
  administrationReportFilterFields,
  administrationReportFiltersFor,
  administrationSubtypeOptions,
  chosenSubtypeKeys,
  documentSubtypeIdsOf,
  documentTimeRangeOptions,
  documentTypeOptions,
  emptyAdministrationReportFilters,
  entityDisplayName,
  navigationTabTexts,
  parseBatchNumbers,
  successTexts,
  termAcceptanceReportRequest,
  userActivityReportRequest,
  userEmailProblem,
  warningTexts,
  type AdministrationReport,
  type AdministrationReportFilters,
  type DocumentTimeRange,
} from '../../domain'
import { ExactRangePicker, oneOfFilter, useFileExport, useUrlFilters, useToday } from '../kit'
import { usePortalSession } from '../portalSession'
import { administrationTexts as texts } from './texts'
import { UserLookupStatus } from './UserLookupStatus'
import { useUserLookup } from './resources'

const schema = { report: oneOfFilter(ADMINISTRATION_REPORTS, 'termAcceptance') }
const reportOptions = ADMINISTRATION_REPORTS.map((value) => ({ value, label: texts.reports[value] }))

/**
 * /administration/reports (spec §2.5, §5, §7): the term acceptance and the document user-activity report, each
 * with the filters it is asked with, downloaded as a workbook named by the provider. The report chosen is in the
 * URL; the filters stay as typed whatever the download's outcome.
 */
export function AdministrationReportsScreen() {
  const session = usePortalSession()
  const [{ report }, change] = useUrlFilters(schema)
  const [filters, setFilters] = useState<AdministrationReportFilters>(emptyAdministrationReportFilters)
  const [emailChecked, setEmailChecked] = useState(false)
  const today = useToday()
  const uses = (field: keyof AdministrationReportFilters) =>
    administrationReportFilterFields[report].includes(field)
  const patch = (next: Partial<AdministrationReportFilters>) =>
    setFilters((current) => ({ ...current, ...next }))
  const emailProblem = userEmailProblem(filters.userEmail)
  const lookup = useUserLookup(filters.userEmail)

  const fundOptions = useMemo(
    () => session.entitledEntities.map((fund) => ({ value: fund.id, label: entityDisplayName(fund) })),
    [session.entitledEntities],
  )
  const typeOptions = useMemo(
    () => documentTypeOptions(session.documentTypes).map((o) => ({ value: Number(o.value), label: o.label })),
    [session.documentTypes],
  )
  const subtypeOptions = useMemo(
    () => administrationSubtypeOptions(report, session.documentTypes, filters),
    [report, session.documentTypes, filters],
  )
  const asked = administrationReportFiltersFor(filters, subtypeOptions)
  const download = useFileExport(
    (signal) =>
      report === 'termAcceptance'
        ? api.entitlements.downloadTermAcceptanceReport(termAcceptanceReportRequest(asked, today), {
            signal,
          })
        : api.documents.downloadUserActivityReport(userActivityReportRequest(asked, today), { signal }),
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )
  const batches = parseBatchNumbers(filters.batchNumber)

  return (
    <PageLayout title={navigationTabTexts.reports} description={texts.reportsDescription}>
      <Select<AdministrationReport>
        label={texts.report}
        options={reportOptions}
        value={report}
        onChange={(next) => change({ report: next })}
        width={360}
      />
      <Muted>{texts.reportSummaries[report]}</Muted>
      <FilterBar label={texts.filtersLabel}>
        <Select<DocumentTimeRange>
          label={texts.timeRange}
          options={documentTimeRangeOptions}
          value={filters.timeRange.timePeriod}
          onChange={(timePeriod) => patch({ timeRange: { timePeriod, start: null, end: null } })}
        />
        {filters.timeRange.timePeriod === 'EXACTRANGE' && (
          <ExactRangePicker
            label={texts.dates}
            range={filters.timeRange}
            today={today}
            onChange={(timeRange) => patch({ timeRange })}
          />
        )}
        <MultiSelect<number>
          label={texts.funds}
          entity={texts.fundEntity}
          options={fundOptions}
          selected={(filters.selectedFunds ?? []).map(Number)}
          onChange={(selected) => patch({ selectedFunds: selected })}
          searchable
          showChips={false}
        />
        {uses('documentTypes') && (
          <MultiSelect<number>
            label={texts.documentTypes}
            entity={texts.documentTypeEntity}
            options={typeOptions}
            selected={(filters.documentTypes ?? []).map(Number)}
            onChange={(selected) => patch({ documentTypes: selected })}
            showChips={false}
          />
        )}
        {uses('documentSubTypes') && (
          <MultiSelect<string>
            label={texts.documentSubtypes}
            entity={texts.documentSubtypeEntity}
            options={subtypeOptions}
            selected={chosenSubtypeKeys(subtypeOptions, asked.documentSubTypes)}
            onChange={(keys) => patch({ documentSubTypes: documentSubtypeIdsOf(subtypeOptions, keys) })}
            showChips={false}
          />
        )}
        <TextField
          label={texts.userEmail}
          type="email"
          autoComplete="off"
          value={filters.userEmail}
          onChange={(userEmail) => patch({ userEmail })}
          onBlur={() => setEmailChecked(true)}
          hint={texts.userEmailHint}
          error={emailChecked && emailProblem ? texts.userEmailInvalid : null}
        />
        {uses('batchNumber') && (
          <TextField
            label={texts.batchNumbers}
            autoComplete="off"
            value={filters.batchNumber}
            onChange={(batchNumber) => patch({ batchNumber })}
            hint={batches.length ? texts.batchNumbersRead(batches.join(', ')) : texts.batchNumbersHint}
          />
        )}
      </FilterBar>
      <Row>
        <Button
          loading={download.exporting}
          onClick={() => {
            setEmailChecked(true)
            if (!emailProblem) void download.run()
          }}
        >
          {texts.download}
        </Button>
        {!emailProblem && <UserLookupStatus lookup={lookup} />}
      </Row>
    </PageLayout>
  )
}
