// The real portal navigation tabs (NavTabs) with a Funds dropdown of 1,500 fund profile links, in a production
// build. The section drives it with real input (Playwright): it opens the dropdown and types a query a key at a
// time. window.fundsMenu mounts the tabs, then watches the page: Event Timing entries of 16 ms or more (an
// event's duration runs from the input until the next paint), the time of each key and the links shown after it.
import { mulberry32 } from '../../mocks/seed/prng'
import { NavTabs, type FundLink, type PortalTabsProps } from '../../src/components'
import { keyTiming, type KeyTimingResult } from './keyTiming'
import { mountScreen, sleep } from './screenBench'

const FUNDS = 1_500

const PLACES = [
  'Atlantic',
  'Pacific',
  'Northern',
  'Summit',
  'Harbor',
  'Granite',
  'Meridian',
  'Cedar',
  'Redwood',
  'Beacon',
  'Sterling',
  'Horizon',
  'Lakeshore',
  'Ironbridge',
  'Westbrook',
  'Bluewater',
  'Crescent',
  'Highland',
  'Evergreen',
  'Keystone',
]
/** Weighted: 'Partners Capital' (what the bench types) is rare, 'Partners' common. */
const KINDS: Array<[string, number]> = [
  ['Partners', 30],
  ['Capital Partners', 20],
  ['Growth Partners', 10],
  ['Equity Partners', 10],
  ['Partners Credit', 5],
  ['Partners Capital', 3],
  ['Capital', 8],
  ['Infrastructure', 6],
  ['Real Estate Investors', 5],
  ['Opportunities', 3],
]
const VEHICLES = ['Fund', 'Fund', 'Fund', 'Buyout Fund', 'Growth Fund', 'Credit Fund', 'Secondaries Fund']
const SERIES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']
const FORMS = [
  ', L.P.',
  ', L.P.',
  ', L.P.',
  ' SCSp',
  ' (Cayman Feeder), L.P.',
  ' (Parallel Investors, Euro) SCSp',
  ' (Employee Co-Investment Vehicle), L.P.',
  ' (AIV-2), L.P.',
]

/** 1,500 fund names of varied lengths (some of 45 characters or more: cut to the width with a tooltip). */
function fundLinks(): FundLink[] {
  const random = mulberry32(0xf0d5)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const weight = KINDS.reduce((sum, [, w]) => sum + w, 0)
  const kind = () => {
    let roll = random() * weight
    for (const [name, w] of KINDS) if ((roll -= w) < 0) return name
    return KINDS[0]![0]
  }
  return Array.from({ length: FUNDS }, (_, i) => {
    const id = 1_000 + i
    return {
      id,
      label: `${pick(PLACES)} ${kind()} ${pick(VEHICLES)} ${pick(SERIES)}${pick(FORMS)}`,
      href: `/fund-profile/${id}`,
    }
  })
}

declare global {
  interface Window {
    fundsMenu: {
      /** Mounts the tabs; answers how many links it gave them, and how many labels have 45 characters or more. */
      mount: () => Promise<{ links: number; longLabels: number }>
      /** Starts watching events and keys. */
      watch: () => void
      /** The links the open dropdown shows; marks the opening span (from the Funds click) for the trace. */
      opened: () => { links: number; drawn: number; openMs: number }
      /** Marks the start of typing for the trace. */
      startTyping: () => void
      /** Stops watching: the opening click's and each key's event durations, and the links after each key. */
      result: () => KeyTimingResult
    }
  }
}

const fundsList = () => document.querySelector('ul[aria-label="Funds"]')
/** The links the dropdown lists (only those in view are drawn; each item says the list's size). */
const linkCount = () => Number(fundsList()?.querySelector('li')?.getAttribute('aria-setsize') ?? 0)
/** The links drawn in the page. */
const drawnCount = () => fundsList()?.querySelectorAll('a').length ?? 0

const timing = keyTiming(linkCount, 'funds menu typing')

window.fundsMenu = {
  async mount() {
    const links = fundLinks()
    const props: PortalTabsProps = {
      mode: 'portal',
      activeTab: null,
      activePath: '/',
      globalInsightsHref: '#',
      funds: { enabled: true, links },
      reportPermissions: {
        accountSummary: true,
        reports: true,
        accountSummaryAlpInvest: true,
        portfolioPerformance: true,
        diversificationAnalysis: true,
        funds: true,
      },
      calendarEnabled: true,
    }
    const failures: string[] = []
    mountScreen(document.getElementById('root')!, '/', <NavTabs {...props} />, failures)
    await sleep(500)
    if (failures.length > 0) throw new Error(failures.join('; '))
    return { links: links.length, longLabels: links.filter((link) => link.label.length >= 45).length }
  },

  watch: timing.watch,

  opened() {
    const now = performance.now()
    performance.measure('funds menu open', { start: timing.clickAt(), end: now })
    return { links: linkCount(), drawn: drawnCount(), openMs: now - timing.clickAt() }
  },

  startTyping: timing.startTyping,
  result: timing.result,
}
