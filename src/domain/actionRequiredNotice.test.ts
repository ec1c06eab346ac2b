import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dismissActionNotice,
  dismissalAfterCount,
  isShownActionRequiredDocumentsNotice as isShown,
} from './actionRequiredNotice'

const investor = 'u-investor'

describe('the home notice about documents that require action', () => {
  it('shows while documents require action and it has not been dismissed', () => {
    expect(isShown(3, null, investor)).toBe(true)
    expect(isShown(1, null, null)).toBe(true)
  })

  it('does not show while the count is unknown or nothing requires action', () => {
    expect(isShown(null, null, investor)).toBe(false)
    expect(isShown(0, null, investor)).toBe(false)
  })

  it('stays hidden once dismissed, until the count grows above what it was then', () => {
    const dismissed = dismissActionNotice(3, investor)
    expect(isShown(3, dismissed, investor)).toBe(false)
    expect(isShown(2, dismissed, investor)).toBe(false)
    expect(isShown(4, dismissed, investor)).toBe(true)
  })

  it('shows again for a new item after the investor cleared one, even at the count it was dismissed at', () => {
    let dismissed = dismissActionNotice(3, investor)
    dismissed = dismissalAfterCount(dismissed, 2, investor)!
    expect(isShown(2, dismissed, investor)).toBe(false)
    dismissed = dismissalAfterCount(dismissed, 3, investor)!
    expect(isShown(3, dismissed, investor)).toBe(true)
  })

  it("is another user's to dismiss: an impersonation started or stopped shows it again", () => {
    const dismissed = dismissActionNotice(3, 'u-admin')
    expect(isShown(3, dismissed, investor)).toBe(true)
    expect(isShown(3, dismissed, 'u-admin')).toBe(false)
  })

  it('leaves nothing to remember when it was never dismissed', () => {
    expect(dismissalAfterCount(null, 5, investor)).toBeNull()
  })

  it("is not lowered by another user's count, read while impersonating", () => {
    const dismissed = dismissActionNotice(3, investor)
    expect(dismissalAfterCount(dismissed, 0, 'u-admin')).toBe(dismissed)
  })

  it('never shows a dismissed notice again unless the count rises above the lowest seen since', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.array(fc.nat(50), { maxLength: 20 }), (atDismissal, counts) => {
        let dismissed = dismissActionNotice(atDismissal, investor)
        let lowest = atDismissal
        for (const count of counts) {
          dismissed = dismissalAfterCount(dismissed, count, investor)!
          expect(isShown(count, dismissed, investor)).toBe(count > lowest)
          lowest = Math.min(lowest, count)
        }
      }),
    )
  })
})
