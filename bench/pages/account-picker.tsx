// The profile's account picker (the real CheckList of the group editor) with 1,000 investor accounts, in a
// production build. The section drives it with real input (Playwright): a click on 'Select all … shown', then a
// search typed a key at a time. window.accountPicker mounts it and times the events (bench/pages/keyTiming.ts).
import { useState } from 'react'
import { investorNameAt } from '../../mocks/seed/investors'
import { CheckList } from '../../src/components'
import { keyTiming, type KeyTimingResult } from './keyTiming'
import { mountScreen, sleep } from './screenBench'

const ACCOUNTS = 1_000
const VEHICLES = ['Main Account', 'Feeder Account', 'Parallel Account', 'Co-Invest Account']

const options = Array.from({ length: ACCOUNTS }, (_, i) => ({
  value: 10_000 + i,
  label: `${investorNameAt(i)} – ${VEHICLES[i % VEHICLES.length]} ${Math.floor(i / 97) + 1}`,
}))

function Picker() {
  const [selected, setSelected] = useState<number[]>([])
  return (
    <CheckList
      label="Accounts in this group"
      entity="account"
      options={options}
      selected={selected}
      onChange={setSelected}
    />
  )
}

/** The options the search shows, as the select-all box counts them ('Select all 1,000 accounts shown'). */
const shownCount = () => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Select all'))
  return Number(label?.textContent?.replace(/\D/g, '') ?? 0)
}
const selectedText = () => document.querySelector('[role="status"]')?.textContent ?? ''

declare global {
  interface Window {
    accountPicker: {
      mount: () => Promise<{ accounts: number }>
      watch: () => void
      /** After the select-all click: the selection's status, its click-to-paint time and the options drawn. */
      selectedAll: () => { status: string; clickToShownMs: number; drawn: number }
      startTyping: () => void
      result: () => KeyTimingResult
    }
  }
}

const timing = keyTiming(shownCount, 'account picker typing')

window.accountPicker = {
  async mount() {
    const failures: string[] = []
    mountScreen(document.getElementById('root')!, '/profile', <Picker />, failures)
    await sleep(500)
    if (failures.length > 0) throw new Error(failures.join('; '))
    return { accounts: shownCount() }
  },
  watch: timing.watch,
  selectedAll() {
    const now = performance.now()
    performance.measure('account picker select all', { start: timing.clickAt(), end: now })
    return {
      status: selectedText(),
      clickToShownMs: now - timing.clickAt(),
      drawn: document.querySelectorAll('[role="option"]').length,
    }
  },
  startTyping: timing.startTyping,
  result: timing.result,
}
