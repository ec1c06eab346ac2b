/**
 * The document viewer's own design tokens, beside the theme's (src/components/theme/tokens.ts): they load with the
 * viewer, not with every page.
 */
export const viewerTokens = {
  /** Search hits over the page, and the current one (both leave the text readable). */
  searchHit: 'rgba(255, 196, 0, 0.45)',
  searchHitCurrent: 'rgba(234, 88, 12, 0.5)',
  /** Behind a document's pages. */
  background: '#dfe4ea',
  /** A page in the thumbnails sidebar, and the sidebar. */
  thumbnailWidth: 112,
  sidebarWidth: 152,
} as const
