// The demo report service's page: what the embedded line-two reports show in the demo and in tests. It speaks the
// report service's embedding protocol (protocol.ts) with the portal's powerbi-client, reads the signed-in user's
// line-two book from the demo provider with the embed token it was handed, and draws it with recharts, each
// chart beside its data table. Names from the provider are React text, never markup.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { EmbeddedReportName } from '../../src/domain'
import type { DemoFund, DemoReportData } from './demoData'
import { listenToHost, type ReportFilterMessage } from './protocol'
import { demoReportService } from './service'
import { antiForgeryHeaders } from '../../src/api/endpoints/antiForgery'

const params = new URLSearchParams(window.location.search)
const report = (params.get('report') ?? 'PortfolioPerformance') as EmbeddedReportName
const api = params.get('api') ?? ''
const user = params.get('user') ?? ''

const amount = (value: number | null) => (value === null ? '-' : Math.round(value).toLocaleString('en-US'))
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' })
const axis = { width: 64, tickFormatter: (value: number) => compact.format(value) }
const ratio = (value: number | null, suffix = '') => (value === null ? '-' : `${value.toFixed(2)}${suffix}`)

const currencyOf = (filters: ReportFilterMessage[]) => {
  const value = filters.find((filter) => filter.target?.column === 'Currency')?.values?.[0]
  return typeof value === 'string' ? value : 'USD'
}

interface View {
  token: string
  currency: string
}

/** What the host handed over, as a small store the page renders from. */
let shown: View = { token: '', currency: 'USD' }
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const raise = listenToHost({
  onLoad: ({ token, filters }) => show({ token, currency: currencyOf(filters) }),
  onToken: (token) => show({ ...shown, token }),
  onFilters: (filters) => show({ ...shown, currency: currencyOf(filters) }),
})

function show(view: View) {
  shown = view
  // What the page holds, for tests: the token it was handed (a new one arrives without a reload) and the filter.
  document.documentElement.dataset.token = view.token
  document.documentElement.dataset.currency = view.currency
  listeners.forEach((listener) => listener())
}

function Table({
  caption,
  rows,
  columns,
}: {
  caption: string
  rows: DemoFund[]
  columns: Array<[string, (fund: DemoFund) => string]>
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Fund</th>
          {columns.map(([header]) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((fund, i) => (
          <tr key={i}>
            <th scope="row">{fund.name}</th>
            {columns.map(([header, cell]) => (
              <td key={header}>{cell(fund)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Net asset value by a fund attribute (geography, strategy, asset class), largest first. */
const exposure = (funds: DemoFund[], key: 'geography' | 'strategy' | 'assetClass') =>
  [
    ...funds.reduce(
      (map, fund) => map.set(fund[key], (map.get(fund[key]) ?? 0) + fund.nav),
      new Map<string, number>(),
    ),
  ]
    .map(([label, nav]) => ({ label, nav: Math.round(nav) }))
    .sort((a, b) => b.nav - a.nav)

function Report({ data }: { data: DemoReportData }) {
  const { funds } = data
  const short = funds.map((fund, i) => ({ ...fund, key: `F${i + 1}` }))
  if (report === 'PortfolioPerformance')
    return (
      <>
        <h2>Total value to paid-in (TVPI), last three years</h2>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data.history}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis {...axis} />
            <Tooltip />
            <Line dataKey="tvpi" name="TVPI" stroke="#0b5cad" isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
        <h2>Net IRR by fund (%)</h2>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={short}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="key" />
            <YAxis {...axis} />
            <Tooltip />
            <Bar dataKey="netIrr" name="Net IRR" fill="#0b5cad" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
        <Table
          caption="Performance by fund"
          rows={funds}
          columns={[
            ['Vintage', (fund) => String(fund.vintage)],
            ['Net IRR', (fund) => (fund.netIrr === null ? '-' : `${fund.netIrr.toFixed(1)}%`)],
            ['TVPI', (fund) => ratio(fund.tvpi, 'x')],
          ]}
        />
      </>
    )
  if (report === 'DiversificationAnalysis')
    return (
      <>
        {(['geography', 'strategy', 'assetClass'] as const).map((key) => (
          <section key={key}>
            <h2>
              Net asset value by {key === 'assetClass' ? 'asset class' : key} ({data.currency})
            </h2>
            <ResponsiveContainer width="100%" height={200}>
              <BarChart data={exposure(funds, key)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis {...axis} />
                <Tooltip />
                <Bar dataKey="nav" name="NAV" fill="#1d7a4a" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </section>
        ))}
        <Table
          caption="Exposure by fund"
          rows={funds}
          columns={[
            ['Geography', (fund) => fund.geography],
            ['Strategy', (fund) => fund.strategy],
            ['Asset class', (fund) => fund.assetClass],
            [`NAV (${data.currency})`, (fund) => amount(fund.nav)],
          ]}
        />
      </>
    )
  return (
    <>
      <h2>Contributed, distributed and NAV by fund ({data.currency})</h2>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={short}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" />
          <YAxis {...axis} />
          <Tooltip />
          <Legend />
          <Bar dataKey="contributed" name="Contributed" fill="#b3261e" isAnimationActive={false} />
          <Bar dataKey="distributed" name="Distributed" fill="#1d7a4a" isAnimationActive={false} />
          <Bar dataKey="nav" name="NAV" fill="#0b5cad" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
      <Table
        caption={`Account summary in ${data.currency}`}
        rows={funds}
        columns={[
          ['Commitment', (fund) => amount(fund.commitment)],
          ['Contributed', (fund) => amount(fund.contributed)],
          ['Distributed', (fund) => amount(fund.distributed)],
          ['NAV', (fund) => amount(fund.nav)],
        ]}
      />
    </>
  )
}

function DemoReport() {
  const view = useSyncExternalStore(subscribe, () => shown)
  const [data, setData] = useState<DemoReportData | null>(null)
  // A new currency is a new read of the data; a new token alone is only kept for the next read.
  const currency = view.currency
  const hasToken = Boolean(view.token)
  useEffect(() => {
    if (!hasToken) return
    const query = new URLSearchParams({ entitledUserId: user, currency })
    const controller = new AbortController()
    fetch(`${api}${demoReportService.reportData.path({ reportName: report })}?${query}`, {
      headers: { Authorization: `Bearer ${shown.token}`, ...antiForgeryHeaders },
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<DemoReportData>) : Promise.reject(response.status),
      )
      .then(setData, (reason: unknown) => {
        if (!controller.signal.aborted)
          raise('error', {
            message: 'The report could not read its data.',
            detailedMessage: String(reason),
            level: 6,
          })
      })
    return () => controller.abort()
  }, [currency, hasToken])
  useEffect(() => {
    if (!data) return
    raise('loaded')
    raise('rendered')
  }, [data])
  if (!data) return <p>Loading the report…</p>
  return (
    <main>
      <h1>
        {report === 'AccountSummary'
          ? 'Account Summary'
          : report === 'PortfolioPerformance'
            ? 'Portfolio Performance'
            : 'Diversification Analysis'}
      </h1>
      <p>As of {data.reportingDate}</p>
      <Report data={data} />
    </main>
  )
}

createRoot(document.getElementById('report')!).render(<DemoReport />)
