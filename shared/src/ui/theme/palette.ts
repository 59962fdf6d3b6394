/** Colour primitives; every pairing used on text passes WCAG AA (4.5:1) on white. */
export const brand = {
  primary: '#1e3a8a', // deep blue, 10.4:1 on white
  primaryLight: '#3b5bcc',
  primaryDark: '#172c6b',
  secondary: '#0f766e', // teal, 5.5:1 on white
  text: '#111827',
  textSecondary: '#4b5563', // 7.6:1 on white
  background: '#f5f7fb',
  paper: '#ffffff',
  divider: '#e5e7eb',
  warning: '#b45309', // amber, 5.0:1 on white
} as const;

/** Status pill colours (text on tinted background, each ≥ 4.5:1). */
export const statusColors = {
  pending: { text: '#854d0e', background: '#fef9c3', border: '#fde047' },
  approved: { text: '#166534', background: '#dcfce7', border: '#86efac' },
  refused: { text: '#991b1b', background: '#fee2e2', border: '#fca5a5' },
  /** The office asked the inventors for more information: their move (blue, 7.1:1). */
  needs_info: { text: '#1e40af', background: '#dbeafe', border: '#93c5fd' },
  other: { text: '#374151', background: '#f3f4f6', border: '#d1d5db' },
} as const;

export type StatusColorKey = keyof typeof statusColors;
