/** Route registry of this remote. Absolute paths: the host mounts us at /office/*. */
export const paths = {
  tickets: '/office/tickets',
  ticket: (id: number | string) => `/office/tickets/${id}`,
  inventors: '/office/inventors',
  audit: '/office/audit',
} as const;
