/** Route registry of this remote. Absolute paths: the host mounts us at /office/*. */
export const paths = {
  dashboard: '/office',
  tickets: '/office/tickets',
  ticket: (id: number | string) => `/office/tickets/${id}`,
  inventors: '/office/inventors',
  inventor: (id: number | string) => `/office/inventors/${id}`,
  patents: '/office/patents',
  newPatent: '/office/patents/new',
  patent: (id: number | string) => `/office/patents/${id}`,
  audit: '/office/audit',
  form: '/office/form',
  analytics: '/office/analytics',
  rubric: '/office/rubric',
} as const;
