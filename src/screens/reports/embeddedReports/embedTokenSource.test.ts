import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api'
import { rejectionTexts, type EmbedToken } from '../../../domain'
import { createEmbedTokenSource } from './embedTokenSource'

const start = Date.parse('2026-11-23T12:00:00Z')
const tokenFor = (issuedAt: number, lifetimeMs: number, n: number): EmbedToken => ({
  token: `token-${n}`,
  expiration: new Date(issuedAt + lifetimeMs).toISOString(),
})

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(start)
})
afterEach(() => vi.useRealTimers())

/** A provider whose answers the test releases one by one. */
function provider(lifetimeMs: number) {
  const pending: Array<() => void> = []
  let issued = 0
  const fetchToken = vi.fn(
    () =>
      new Promise<EmbedToken>((resolve) => {
        pending.push(() => resolve(tokenFor(Date.now(), lifetimeMs, ++issued)))
      }),
  )
  const answer = async () => {
    pending.shift()?.()
    await vi.advanceTimersByTimeAsync(0)
  }
  return { fetchToken, answer }
}

describe('the embed token (spec §4)', () => {
  it('fetches one token for every report, and none while one is loading', async () => {
    const { fetchToken, answer } = provider(120_000)
    const source = createEmbedTokenSource({ fetchToken })
    source.ensure()
    source.ensure()
    source.ensure()
    expect(fetchToken).toHaveBeenCalledOnce()
    expect(source.snapshot()).toMatchObject({ token: null, loading: true })
    await answer()
    expect(source.snapshot()).toMatchObject({ token: { token: 'token-1' }, loading: false })
    source.ensure()
    expect(fetchToken).toHaveBeenCalledOnce()
    source.dispose()
  })

  it('refetches once under 60 s remain: not with 61 s left, once with 59 s left', async () => {
    const { fetchToken, answer } = provider(120_000)
    const source = createEmbedTokenSource({ fetchToken })
    source.ensure()
    await answer()
    await vi.advanceTimersByTimeAsync(59_000)
    source.ensure()
    expect(fetchToken).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    // While the new token loads, nothing asks again.
    source.ensure()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    await answer()
    expect(source.snapshot().token?.token).toBe('token-2')
    source.dispose()
  })

  it("keeps the failure's §8 text until a retry, which fetches again", async () => {
    const fetchToken = vi
      .fn<(signal: AbortSignal) => Promise<EmbedToken>>()
      .mockRejectedValueOnce(new ApiError(rejectionTexts.embeddedReport, 500))
      .mockResolvedValueOnce(tokenFor(start, 3_600_000, 1))
    const source = createEmbedTokenSource({ fetchToken })
    source.ensure()
    await vi.advanceTimersByTimeAsync(0)
    expect(source.snapshot()).toMatchObject({
      token: null,
      loading: false,
      error: rejectionTexts.embeddedReport,
    })
    source.ensure()
    expect(fetchToken).toHaveBeenCalledOnce()
    source.retry()
    await vi.advanceTimersByTimeAsync(0)
    expect(source.snapshot()).toMatchObject({ token: { token: 'token-1' }, error: null })
    source.dispose()
  })

  it('stops its refresh when disposed', async () => {
    const { fetchToken, answer } = provider(61_000)
    const source = createEmbedTokenSource({ fetchToken })
    source.ensure()
    await answer()
    source.dispose()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchToken).toHaveBeenCalledOnce()
  })
})
