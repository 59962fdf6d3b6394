/**
 * An `sx` style for text read by screen readers only (a name for an icon or an empty header).
 * Sizes are strings: in `sx` a bare 1 is 100 % and a bare -1 one spacing unit, so a 'hidden'
 * element spanning its containing block (the window, for the discussion's live region) made
 * the ticket detail scroll sideways.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
