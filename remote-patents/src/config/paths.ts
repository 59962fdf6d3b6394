/** Route registry of this remote. Absolute paths: the host mounts us at /patents/* and /coinventors. */
export const paths = {
  patents: '/patents',
  patent: (id: number | string) => `/patents/${id}`,
  coInventors: '/coinventors',
  coInventor: (id: number | string) => `/coinventors#inventor-${id}`,
  createTicket: '/tickets/create',
  profile: '/profile',
} as const;

/** DOM id of a co-inventor card, the target of `paths.coInventor`. */
export const coInventorAnchorId = (id: number | string) => `inventor-${id}`;
