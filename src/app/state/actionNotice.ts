import { dismissActionNotice, entitledUserIdFor } from '../../domain'
import type { PortalState } from './portalStore'

/**
 * The investor dismisses the home notice about documents requiring action: hidden for the rest of the session,
 * until a new action item arrives (spec §2.5). Kept in the session store only, like the session's other choices.
 */
export function dismissActionRequiredDocumentsNotice(portal: PortalState): void {
  portal.actionNoticeDismissal = dismissActionNotice(portal.actionRequiredCount, entitledUserIdFor(portal))
}
