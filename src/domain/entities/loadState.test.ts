import { describe, expect, it } from 'vitest'
import { matchLoad, type LoadState } from './loadState'

const cases = {
  pending: () => 'loading',
  rejected: (error: string) => `failed: ${error}`,
  fulfilled: (data: number[]) => `${data.length} rows`,
}

describe('matchLoad', () => {
  it('reads each state with its own case; idle is pending unless it has one', () => {
    const states: LoadState<number[]>[] = [
      { status: 'idle' },
      { status: 'pending' },
      { status: 'rejected', error: 'Failed to load data' },
      { status: 'fulfilled', data: [1, 2] },
    ]
    expect(states.map((state) => matchLoad(state, cases))).toEqual([
      'loading',
      'loading',
      'failed: Failed to load data',
      '2 rows',
    ])
    expect(matchLoad({ status: 'idle' }, { ...cases, idle: () => '' })).toBe('')
  })
})
