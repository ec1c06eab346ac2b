import { type ReactNode } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { api } from '../../api'
import { PageLayout, Stack, Tabs } from '../../components'
import {
  entityDisplayName,
  FUND_PROFILE_TABS,
  fundProfileTabs,
  paths,
  successTexts,
  warningTexts,
  type Fund,
  type FundProfileTab,
} from '../../domain'
import {
  isoDateFilter,
  loadedData,
  oneOfFilter,
  ResourceView,
  useFileExport,
  usePageTitle,
  useToday,
  useUrlFilters,
} from '../kit'
import { usePortalSession } from '../portalSession'
import { useFpsisPeriods, useFundHeads, useFunds } from './resources'
import { fundProfileTexts as texts } from './texts'
import { FundDocuments } from './FundDocuments'
import { FundHeader } from './FundHeader'
import { KeyDates } from './KeyDates'
import { SummaryInvestmentSchedule } from './SummaryInvestmentSchedule'
import { WaterfallTerms } from './WaterfallTerms'

/** The tab and the schedule's reporting date are kept in the URL: a tab can be linked to, back and forward work. */
const profileSchema = { tab: oneOfFilter(FUND_PROFILE_TABS, 'summary'), date: isoDateFilter }

const tabLabels = Object.fromEntries(FUND_PROFILE_TABS.map((tab, i) => [tab, fundProfileTabs[i]!])) as Record<
  FundProfileTab,
  string
>

/**
 * A fund's profile (spec §2.1, §2.5, /fund-profile/{entityID}); the route's gate has checked ViewFunds, the
 * entitlement and the terms. The fund comes from the reporting Funds (an id it does not know goes home), with its
 * heads; then the tabs Summary Investment Schedule (with 'Export as Excel' of FPSIS/report), Key Dates, Waterfall
 * Terms and Fund Documents.
 */
export function FundProfileScreen() {
  const { entityId = '' } = useParams()
  const session = usePortalSession()
  const today = useToday()
  const [values, change] = useUrlFilters(profileSchema)
  const entity = session.entitledEntities.find((e) => String(e.id) === entityId || e.globalId === entityId)
  const fundId = String(entity?.id ?? entityId)

  const funds = useFunds()
  const fund = loadedData(funds)?.find((f) => String(f.id) === fundId)
  const heads = useFundHeads(fund?.id ?? null)
  const periods = useFpsisPeriods(fund?.id ?? null)
  const dates = [...(loadedData(periods) ?? [])].sort().reverse()
  const date = dates.find((d) => d === values.date) ?? dates[0] ?? null
  const onSummary = values.tab === 'summary'
  const download = useFileExport(
    fund && date ? (signal) => api.reporting.downloadFpsisReport(fund.id, date, { signal }) : null,
    successTexts.reportGeneration,
    warningTexts.reportDownloadShort,
  )

  const title = fund?.name ?? (entity ? entityDisplayName(entity) : texts.title)
  usePageTitle(fund?.name ?? (entity ? entityDisplayName(entity) : null))
  if (loadedData(funds) && !fund) return <Navigate to={paths.home} replace />

  const profileOf = (fund: Fund) => {
    const schedule = (
      <ResourceView
        resource={periods}
        loadingLabel={texts.loadingSchedule}
        isEmpty={() => date === null}
        empty={texts.noPeriods}
      >
        {() =>
          date && (
            <SummaryInvestmentSchedule
              fund={fund}
              dates={dates}
              date={date}
              onDateChange={(next) => change({ date: next })}
              formats={session.formats}
            />
          )
        }
      </ResourceView>
    )
    const content: Record<FundProfileTab, ReactNode> = {
      summary: schedule,
      'key-dates': <KeyDates fund={fund} formats={session.formats} today={today} />,
      'waterfall-terms': <WaterfallTerms fund={fund} formats={session.formats} />,
      documents: <FundDocuments fund={fund} />,
    }
    return (
      <Stack $gap="lg">
        <FundHeader fund={fund} heads={heads} formats={session.formats} />
        <Tabs
          label={texts.tabsLabel}
          items={FUND_PROFILE_TABS.map((tab) => ({ id: tab, label: tabLabels[tab], content: content[tab] }))}
          selectedId={values.tab}
          onSelect={(tab) => change({ tab })}
        />
      </Stack>
    )
  }

  return (
    <PageLayout
      title={title}
      {...(onSummary && date
        ? { onExport: () => void download.run(), exportDisabled: download.exporting }
        : {})}
    >
      <ResourceView resource={funds} loadingLabel={texts.loading}>
        {() => fund && profileOf(fund)}
      </ResourceView>
    </PageLayout>
  )
}
