/**
 * The look of a link that fills a row of a list (the sidebar's screens, a search result): its icon and words in a
 * line, no underline, a muted background under the pointer.
 */
export const ROW_LINK_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;
