/** Route registry of this remote. Absolute paths: the host mounts our pages at these routes. */
export const paths = {
  profile: '/profile',
  settings: '/settings',
  createAccount: '/create-account',
  patents: '/patents',
  patent: (id: number | string) => `/patents/${id}`,
  coInventors: '/coinventors',
} as const;
