import { ALLOWED_ATTACHMENT_EXTENSIONS, CHIP_LIMIT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './constants'
import type { AccountGroup } from './entities/entitlements'
import { attachmentTexts, groupNameTexts, multiSelectTexts } from './texts/validation'
import { isOneOf } from './closedSets'

export interface AttachmentCandidate {
  name: string
  size: number
}

export type AttachmentCheck =
  { ok: true } | { ok: false; reason: 'count' | 'size' | 'type'; message: string | null }

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export const isAllowedAttachmentName = (name: string | null | undefined): boolean =>
  isOneOf(ALLOWED_ATTACHMENT_EXTENSIONS, extensionOf(name ?? ''))

/**
 * One file of at most 5,000,000 bytes with an allowed extension (case-insensitive). The spec gives no text for
 * too many files (the control prevents it), so that failure has no message.
 */
export function validateAttachment(
  files: readonly AttachmentCandidate[],
  alreadyAttached = 0,
): AttachmentCheck {
  if (files.length === 0 || files.length + alreadyAttached > MAX_ATTACHMENTS) {
    return { ok: false, reason: 'count', message: null }
  }
  for (const file of files) {
    if (!(file.size <= MAX_ATTACHMENT_BYTES))
      return { ok: false, reason: 'size', message: attachmentTexts.tooLarge }
    if (!isAllowedAttachmentName(file.name)) {
      return { ok: false, reason: 'type', message: attachmentTexts.typeNotAllowed }
    }
  }
  return { ok: true }
}

/** The base64 part of a data URL as FileReader.readAsDataURL gives it (a bare base64 string is kept). */
export const base64Content = (dataUrl: string | null | undefined): string => {
  const value = dataUrl ?? ''
  const comma = value.indexOf(',')
  return value.startsWith('data:') && comma >= 0 ? value.slice(comma + 1) : value
}

/** Batch numbers: comma separated, trimmed, empties dropped (spec §5). */
export const parseBatchNumbers = (input: string | null | undefined): string[] =>
  (input ?? '')
    .split(',')
    .map((batch) => batch.trim())
    .filter((batch) => batch !== '')

/** Label of a multi-select: 'No {entity}s available', 'All {entity}s' or 'N {entity}s selected'. */
export function multiSelectLabel(
  entity: string,
  selectedCount: number | null | undefined,
  availableCount: number,
): string {
  if (!(availableCount > 0)) return multiSelectTexts.noneAvailable(entity)
  const selected = selectedCount ?? 0
  if (selected <= 0 || selected >= availableCount) return multiSelectTexts.all(entity)
  return multiSelectTexts.selected(selected, entity)
}

/** At most 5 chips, then '+N more selected'. */
export function selectedChips<T>(
  selected: readonly T[] | null | undefined,
  limit: number = CHIP_LIMIT,
): { chips: T[]; more: string | null } {
  const list = selected ?? []
  const hidden = list.length - limit
  return { chips: list.slice(0, limit), more: hidden > 0 ? multiSelectTexts.moreSelected(hidden) : null }
}

export type GroupNameCheck = { ok: true; name: string } | { ok: false; message: string }

/**
 * A group name must not be empty or blank, nor repeat another group's name (trimmed, ignoring case); the group
 * being renamed may keep its own name.
 */
export function validateGroupName(
  name: string | null | undefined,
  groups: ReadonlyArray<Pick<AccountGroup, 'groupId' | 'groupName'>> | null | undefined,
  editingGroupId?: AccountGroup['groupId'] | null,
): GroupNameCheck {
  const trimmed = (name ?? '').trim()
  if (trimmed === '') return { ok: false, message: groupNameTexts.empty }
  const duplicate = (groups ?? []).some(
    (g) =>
      String(g.groupId) !== String(editingGroupId ?? '\u0000') &&
      (g.groupName ?? '').trim().toLowerCase() === trimmed.toLowerCase(),
  )
  return duplicate ? { ok: false, message: groupNameTexts.duplicate(trimmed) } : { ok: true, name: trimmed }
}
