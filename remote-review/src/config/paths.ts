/** Route registry of this remote. Absolute paths: the host mounts us at /reviews/*. */
export const paths = {
  reviews: '/reviews',
  review: (id: number | string) => `/reviews/${id}`,
  /** The host's Settings page, where two-factor sign-in is set up. */
  settings: '/settings',
} as const;
