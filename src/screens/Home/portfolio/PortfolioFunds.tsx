import { Link, Muted, ReportTable, Row, Stack, type ReportColumn } from '../../../components'
import {
  entityDisplayName,
  formatCommitment,
  formatMoic,
  paths,
  PORTFOLIO_FUNDS_SHOWN,
  type PortfolioFund,
  type PortfolioSnapshot,
} from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { portfolioTexts as texts } from './texts'

/** An account summary of one fund as of the snapshot's date (its filters in the address). */
const accountSummaryOf = (fundId: PortfolioFund['fundId'], reportingDate: string): string =>
  `${paths.accountSummary}?${new URLSearchParams({ funds: String(fundId), date: reportingDate }).toString()}`

/** The largest funds with their figures in USD, each linking to its profile and its account summary. */
export function PortfolioFunds({ snapshot }: { snapshot: PortfolioSnapshot }) {
  const { formats, entitledEntities, permissions } = usePortalSession()
  const nameOf = (fundId: PortfolioFund['fundId']): string => {
    const fund = entitledEntities.find((entity) => String(entity.id) === String(fundId))
    return fund ? entityDisplayName(fund) : String(fundId)
  }
  const shown = snapshot.funds.slice(0, PORTFOLIO_FUNDS_SHOWN)
  const links = (fund: PortfolioFund) => [
    ...(permissions.view.funds
      ? [
          {
            href: paths.fundProfile(fund.fundId),
            text: texts.fundProfileShort,
            name: texts.fundProfile(nameOf(fund.fundId)),
          },
        ]
      : []),
    ...(permissions.view.accountSummary
      ? [
          {
            href: accountSummaryOf(fund.fundId, snapshot.reportingDate),
            text: texts.accountSummaryShort,
            name: texts.accountSummary(nameOf(fund.fundId)),
          },
        ]
      : []),
  ]
  const amount = (key: string, header: string, value: (fund: PortfolioFund) => number | null) =>
    ({ key, header, kind: 'number', value, format: formatCommitment }) as const
  const columns: ReportColumn<PortfolioFund>[] = [
    { key: 'fund', header: texts.fund, value: (fund) => nameOf(fund.fundId) },
    amount('commitment', texts.commitment, (fund) => fund.commitment),
    amount('contributed', texts.contributedShort, (fund) => fund.totalContributedCapital),
    amount('distributed', texts.distributed, (fund) => fund.totalDistributions),
    amount('nav', texts.navShort, (fund) => fund.capitalAccountAtFairValue),
    { key: 'tvpi', header: texts.tvpi, kind: 'number', value: (fund) => fund.tvpi, format: formatMoic },
    ...(permissions.view.funds || permissions.view.accountSummary
      ? [
          {
            key: 'links',
            header: texts.links,
            kind: 'actions',
            text: (fund: PortfolioFund) =>
              links(fund)
                .map((link) => link.text)
                .join(' · '),
            value: (fund: PortfolioFund) => (
              <Row $gap="sm">
                {links(fund).map((link) => (
                  <Link key={link.href} href={link.href} variant="inline" aria-label={link.name}>
                    {link.text}
                  </Link>
                ))}
              </Row>
            ),
          } as const,
        ]
      : []),
  ]
  return (
    <Stack $gap="sm">
      <ReportTable
        caption={texts.fundsCaption}
        columns={columns}
        groups={[{ id: 'funds', label: '', rows: shown }]}
        rowKey={(fund) => String(fund.fundId)}
        numberFormat={formats.numberFormat}
      />
      {snapshot.funds.length > shown.length && (
        <Muted>
          {texts.someFunds(shown.length, snapshot.funds.length)}{' '}
          {permissions.view.accountSummary && (
            <Link href={paths.accountSummary} variant="inline">
              {texts.allFunds}
            </Link>
          )}
        </Muted>
      )}
    </Stack>
  )
}
