import { countOf, pluralOf } from '../plurals'

/** Texts of spec §5. */
export const attachmentTexts = {
  tooLarge: 'Attachment failed. File size exceeds 5MB.',
  typeNotAllowed:
    'Attachment failed. File type is not allowed. Make sure your file ends with .png, .jpg, .jpeg, .bmp, .doc, .docx, .xls, .xlsx, .ppt, .pptx, or .pdf.',
} as const

export const DOWNLOAD_SELECTION_HINT = 'Please select 50 documents or fewer'

/** The spec asks for a clear message without giving one; these are ours. */
export const groupNameTexts = {
  empty: 'Please enter a group name.',
  duplicate: (name: string): string => `A group named "${name}" already exists.`,
} as const

/**
 * Spec §5's 'All {entity}s', 'No {entity}s available' and 'N {entity}s selected', with the entity's name made
 * plural as English does it, and singular for one: '1 Fund selected', '2 Funds selected'.
 */
export const multiSelectTexts = {
  all: (entity: string): string => `All ${pluralOf(entity)}`,
  noneAvailable: (entity: string): string => `No ${pluralOf(entity)} available`,
  selected: (count: number, entity: string): string => `${countOf(count, entity, String)} selected`,
  moreSelected: (count: number): string => `+${count} more selected`,
} as const
