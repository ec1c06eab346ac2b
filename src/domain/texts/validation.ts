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

export const multiSelectTexts = {
  all: (entity: string): string => `All ${entity}s`,
  noneAvailable: (entity: string): string => `No ${entity}s available`,
  selected: (count: number, entity: string): string => `${count} ${entity}s selected`,
  moreSelected: (count: number): string => `+${count} more selected`,
} as const
