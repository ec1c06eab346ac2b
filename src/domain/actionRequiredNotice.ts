/**
 * The home page's notice about documents that require action (spec §2.5, isShownActionRequiredDocumentsNotice):
 * shown while any document requires action, until the investor dismisses it. A dismissal holds for the rest of the
 * session, until a new action item arrives: it remembers how many items there were, and for whom.
 */
export interface ActionNoticeDismissal {
  /** The user the portal acted for when the notice was dismissed (the impersonated one while impersonating). */
  userId: string | null
  /** Documents requiring action at the dismissal, lowered as the investor deals with them (see below). */
  count: number
}

/**
 * Whether the notice shows: documents require action (the count is known and above 0) and this user has not
 * dismissed it, or more documents require action than when they did. Another user (an impersonation started or
 * stopped) has not dismissed it.
 */
export function isShownActionRequiredDocumentsNotice(
  count: number | null,
  dismissal: ActionNoticeDismissal | null,
  userId: string | null,
): boolean {
  if (count === null || count <= 0) return false
  if (dismissal === null || dismissal.userId !== userId) return true
  return count > dismissal.count
}

/** Dismissing the notice now: what is remembered. */
export const dismissActionNotice = (count: number | null, userId: string | null): ActionNoticeDismissal => ({
  userId,
  count: Math.max(count ?? 0, 0),
})

/**
 * The dismissal after the count is read again for `userId`. A count that fell (the investor cleared an item)
 * lowers what is remembered, so that an item arriving afterwards shows the notice again even if the count only
 * climbs back to where it was; a count that rose is left to show the notice. Another user's count (while
 * impersonating) leaves the dismissal as it is.
 */
export function dismissalAfterCount(
  dismissal: ActionNoticeDismissal | null,
  count: number,
  userId: string | null,
): ActionNoticeDismissal | null {
  if (dismissal === null || dismissal.userId !== userId || count >= dismissal.count) return dismissal
  return { ...dismissal, count: Math.max(count, 0) }
}
