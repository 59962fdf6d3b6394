/** `sx` that shows at most two lines of text, ending the second with an ellipsis (table cells, cards). */
export const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
