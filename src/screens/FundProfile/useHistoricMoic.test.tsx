// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setFaults } from '../../../mocks/faults'
import { loggedRequests } from '../../../mocks/requestLog'
import { scopeOf } from '../../../mocks/scope'
import { rejectionTexts } from '../../domain'
import { setUpScreenTestProvider } from '../testing/testSession'
import { useHistoricMoic } from './useHistoricMoic'

setUpScreenTestProvider()

const fund = scopeOf('investor', null).funds[0]!
const moicCalls = (date: string) =>
  loggedRequests().filter((r) => r.path.endsWith(`/FPSIS/${fund.id}/${date}/moictotals`)).length

describe('useHistoricMoic', () => {
  it('stores each date with its data or its error, and asks a stored date only once', async () => {
    setFaults([{ method: 'GET', path: `/reporting/v1/FPSIS/${fund.id}/2026-06-30/moictotals`, status: 500 }])
    const { result, rerender } = renderHook(
      ({ dates }) => useHistoricMoic(fund.id, dates, 'u-investor:ALL'),
      {
        initialProps: { dates: ['2026-06-30', '2025-12-31'] },
      },
    )
    await waitFor(() => expect(Object.keys(result.current)).toHaveLength(2))
    expect(result.current['2026-06-30']).toEqual({ data: null, error: rejectionTexts.historicMoic })
    expect(result.current['2025-12-31']?.error).toBeNull()
    expect(result.current['2025-12-31']?.data?.reportingDate).toBe('2025-12-31')

    // Another period that shares a date: only the new date is asked for.
    rerender({ dates: ['2025-12-31', '2025-09-30'] })
    await waitFor(() => expect(result.current['2025-09-30']).toBeDefined())
    expect(moicCalls('2025-12-31')).toBe(1)
    expect(moicCalls('2026-06-30')).toBe(1)
  })

  it('starts a new store for another user or investor group', async () => {
    const { result, rerender } = renderHook(({ scope }) => useHistoricMoic(fund.id, ['2025-12-31'], scope), {
      initialProps: { scope: 'u-investor:ALL' },
    })
    await waitFor(() => expect(result.current['2025-12-31']).toBeDefined())
    rerender({ scope: 'u-investor:7' })
    expect(result.current['2025-12-31']).toBeUndefined()
    await waitFor(() => expect(result.current['2025-12-31']).toBeDefined())
    expect(moicCalls('2025-12-31')).toBe(2)
  })
})
