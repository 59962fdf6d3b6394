/** The routes of docs/api.md for the hostile-input properties: how to reach each one. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HostileRoute {
  method: Method;
  /** Path with `{id}` / `{key}` / `{uidb64}` / `{token}` placeholders. */
  path: string;
  /** Field names the route reads from a JSON body (wrong-type properties aim at them). */
  fields: string[];
  /** Calling it with a session would end that session (logout): use an anonymous client. */
  endsSession?: boolean;
}

export const HOSTILE_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/api/health', fields: [] },
  { method: 'GET', path: '/api/accounts/me/', fields: [] },
  {
    method: 'PUT',
    path: '/api/accounts/me/',
    fields: [
      'preferred_name',
      'email',
      'phone_number',
      'orcid',
      'affiliation',
      'name_variants',
      'image',
    ],
  },
  { method: 'POST', path: '/api/accounts/login/', fields: ['email', 'password'] },
  { method: 'GET', path: '/api/accounts/logout/', fields: [], endsSession: true },
  { method: 'POST', path: '/api/accounts/logout/', fields: [], endsSession: true },
  {
    method: 'POST',
    path: '/api/accounts/change-password/',
    fields: ['old_password', 'new_password'],
  },
  { method: 'POST', path: '/api/accounts/reset-password/', fields: ['email'] },
  {
    method: 'POST',
    path: '/api/accounts/reset-password-confirm/{uidb64}/{token}/',
    fields: ['new_password'],
  },
  {
    method: 'POST',
    path: '/api/accounts/create-account/',
    fields: ['shared_password', 'selected_inventor', 'inventor'],
  },
  { method: 'GET', path: '/api/accounts/notifications/', fields: [] },
  { method: 'PUT', path: '/api/accounts/notifications/', fields: [] },
  { method: 'PUT', path: '/api/accounts/notifications/{id}/', fields: [] },
  { method: 'GET', path: '/api/accounts/activity-logs/', fields: [] },
  { method: 'GET', path: '/api/inventors/tickets/', fields: [] },
  { method: 'POST', path: '/api/inventors/ticket/{id}/confirm/', fields: ['version'] },
  { method: 'POST', path: '/api/inventors/ticket/{id}/decline/', fields: ['version', 'reason'] },
  {
    method: 'POST',
    path: '/api/inventors/ticket/create/',
    fields: [
      'title',
      'summary',
      'context',
      'problem_identification',
      'is_draft',
      'inventors',
      'co_applications',
      'drawings',
    ],
  },
  { method: 'GET', path: '/api/inventors/ticket/{id}', fields: [] },
  {
    method: 'PATCH',
    path: '/api/inventors/ticket/{id}/',
    fields: [
      'title',
      'summary',
      'context',
      'problem_identification',
      'is_draft',
      'inventors',
      'co_applications',
      'drawings',
    ],
  },
  { method: 'DELETE', path: '/api/inventors/ticket/{id}/', fields: [] },
  { method: 'GET', path: '/api/inventors/inventor/{id}', fields: [] },
  {
    method: 'POST',
    path: '/api/inventors/inventors/search/',
    fields: ['name', 'shared_password', 'page', 'page_size'],
  },
  { method: 'GET', path: '/api/inventors/patents', fields: [] },
  { method: 'GET', path: '/api/inventors/patent/{id}', fields: [] },
  { method: 'GET', path: '/api/inventors/inventor/co-inventors', fields: [] },
  { method: 'GET', path: '/api/inventors/affiliations/', fields: [] },
  { method: 'GET', path: '/api/files/drawings/{key}', fields: [] },
  { method: 'GET', path: '/api/files/photos/{key}', fields: [] },
  // The conversation (API.md Part 2). The events stream is left out: it never ends.
  { method: 'GET', path: '/api/inventors/ticket/{id}/comments/', fields: [] },
  { method: 'POST', path: '/api/inventors/ticket/{id}/comments/', fields: ['body'] },
  { method: 'GET', path: '/api/accounts/notification-settings/', fields: [] },
  {
    method: 'PUT',
    path: '/api/accounts/notification-settings/',
    fields: ['status_changed', 'comment_added', 'added_as_inventor', 'disclosure_deadline'],
  },
  { method: 'POST', path: '/api/accounts/unsubscribe/{token}/', fields: [] },
  // Attachments (API.md Part 3).
  { method: 'GET', path: '/api/inventors/ticket/{id}/attachments/', fields: [] },
  { method: 'POST', path: '/api/inventors/ticket/{id}/attachments/', fields: ['file'] },
  { method: 'DELETE', path: '/api/inventors/ticket/{id}/attachments/{aid}/', fields: [] },
  { method: 'GET', path: '/api/inventors/ticket/{id}/attachments.zip', fields: [] },
  { method: 'GET', path: '/api/files/attachments/{key}', fields: [] },
];

export const BODY_ROUTES = HOSTILE_ROUTES.filter(
  (r) => r.method !== 'GET' && r.method !== 'DELETE' && !r.endsSession,
);
export const PARAM_ROUTES = HOSTILE_ROUTES.filter((r) => r.path.includes('{'));
export const LIST_ROUTES = HOSTILE_ROUTES.filter(
  (r) => r.method === 'GET' && !r.path.includes('{') && !r.endsSession,
);

/** Fills every placeholder of a path with (already URL-encoded) `value`. */
export const fillPath = (path: string, value: string): string =>
  path.replace(/\{[a-z0-9]+\}/gi, value);
