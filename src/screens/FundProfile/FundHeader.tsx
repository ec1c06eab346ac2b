import { useId } from 'react'
import styled from 'styled-components'
import { Facts, Grid, Muted, Panel, SectionHeading, Stack, theme } from '../../components'
import { formatCommitment, formatDate, formatIrr, type Fund, type UserFormats } from '../../domain'
import type { FundHead } from '../../api'
import { ResourceView, type Resource } from '../kit'
import { fundProfileTexts as texts } from './texts'

const FactsPanel = styled(Panel)`
  overflow-wrap: anywhere;
`

const Heads = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`

const shown = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? texts.notProvided : String(value)

/**
 * The fund's header (spec §2.5, §3 Fund): status, currency, geography, strategy, asset class, size, vintage, and
 * gross and net IRR (1 decimal) as of their date; beside it the fund heads (Funds/{id}/persons).
 */
export function FundHeader({
  fund,
  heads,
  formats,
}: {
  fund: Fund
  heads: Resource<FundHead[]>
  formats: UserFormats
}) {
  const headsHeading = useId()
  const irr = (value: number | null | undefined) =>
    value === null || value === undefined ? texts.notProvided : formatIrr(value, formats.numberFormat)
  const asOf = fund.irrAsOfDate ? formatDate(fund.irrAsOfDate, formats.dateFormat) : null
  return (
    <Grid $min="320px" $gap="lg">
      <FactsPanel aria-label={texts.factsLabel}>
        <Stack $gap="sm">
          <Facts>
            <dt>{texts.status}</dt>
            <dd>{shown(fund.fundStatus)}</dd>
            <dt>{texts.currency}</dt>
            <dd>{shown(fund.currency)}</dd>
            <dt>{texts.geography}</dt>
            <dd>{shown(fund.geography)}</dd>
            <dt>{texts.strategy}</dt>
            <dd>{shown(fund.strategy)}</dd>
            <dt>{texts.assetClass}</dt>
            <dd>{shown(fund.assetClass)}</dd>
            <dt>{texts.size}</dt>
            <dd>
              {fund.size === null || fund.size === undefined
                ? texts.notProvided
                : `${formatCommitment(fund.size, formats.numberFormat)}${fund.currency ? ` ${fund.currency}` : ''}`}
            </dd>
            <dt>{texts.vintage}</dt>
            <dd>{shown(fund.vintage)}</dd>
            <dt>{texts.grossIrr}</dt>
            <dd>{irr(fund.grossIrr)}</dd>
            <dt>{texts.netIrr}</dt>
            <dd>{irr(fund.netIrr)}</dd>
          </Facts>
          {asOf && <Muted>{texts.irrAsOf(asOf)}</Muted>}
        </Stack>
      </FactsPanel>
      <FactsPanel aria-labelledby={headsHeading}>
        <Stack $gap="sm">
          <SectionHeading id={headsHeading}>{texts.fundHeads}</SectionHeading>
          <ResourceView
            resource={heads}
            loadingLabel={texts.loadingFundHeads}
            isEmpty={(list) => list.length === 0}
            empty={<Muted>{texts.noFundHeads}</Muted>}
          >
            {(list) => (
              <Heads>
                {list.map((head) => (
                  <li key={head.personId}>
                    <strong>{head.name}</strong>
                    {head.title && <Muted>{head.title}</Muted>}
                    {head.email && <Muted>{head.email}</Muted>}
                  </li>
                ))}
              </Heads>
            )}
          </ResourceView>
        </Stack>
      </FactsPanel>
    </Grid>
  )
}
