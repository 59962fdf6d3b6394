/** What API.md says about each route: the OpenAPI document is built from this and the router. */
export type Access = 'public' | 'session' | 'session-or-shared-password' | 'shared-password';

export interface RouteDoc {
  summary: string;
  access: Access;
  /** Request body kinds accepted (none for GET). */
  body?: ('json' | 'multipart')[];
  /** Status code → description. */
  responses: Record<number, string>;
  paged?: boolean;
}

const NOT_SIGNED_IN = { 401: 'Authentication credentials were not provided.' };
const CSRF = { 403: 'CSRF Failed: token or origin check failed.' };

/** Keyed by `METHOD /api/path` with Fastify-style `:params`, no trailing slash. */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { summary: 'Health of the server and its database', access: 'public', responses: { 200: '{status, database}', 503: 'Database unavailable.' } },
  'GET /api/docs/openapi.json': { summary: 'This OpenAPI document', access: 'public', responses: { 200: 'OpenAPI 3.1 document' } },
  'GET /api/accounts/me': { summary: 'The signed-in user {email, inventor} (inventor.must_change_password)', access: 'session', responses: { 200: '{email, inventor}', ...NOT_SIGNED_IN } },
  'PUT /api/accounts/me': { summary: 'Update the own profile (JSON or multipart with image)', access: 'session', body: ['json', 'multipart'], responses: { 200: '{email, inventor}', 400: 'Field errors', ...NOT_SIGNED_IN, ...CSRF } },
  'POST /api/accounts/login': { summary: 'Sign in; a fresh session id', access: 'public', body: ['json'], responses: { 200: '{email, inventor} + sessionid cookie', 400: 'Invalid email or password.', ...CSRF, 429: 'Too many attempts.' } },
  'GET /api/accounts/logout': { summary: 'Sign out (session deleted server-side)', access: 'public', responses: { 200: '{detail}' } },
  'POST /api/accounts/logout': { summary: 'Sign out (session deleted server-side)', access: 'public', responses: { 200: '{detail}', ...CSRF } },
  'POST /api/accounts/change-password': { summary: 'Change the password; other sessions end', access: 'session', body: ['json'], responses: { 200: 'Password changed successfully!', 400: 'Current password is incorrect. / password rules', ...NOT_SIGNED_IN, ...CSRF } },
  'POST /api/accounts/reset-password': { summary: 'Request a reset mail (no account enumeration)', access: 'public', body: ['json'], responses: { 200: 'Password reset email sent! Please check your inbox.', 400: 'Malformed email', ...CSRF, 429: 'Too many attempts.' } },
  'POST /api/accounts/reset-password-confirm/:uidb64/:token': { summary: 'Set a new password from a reset link', access: 'public', body: ['json'], responses: { 200: 'Password reset successful! You can now log in.', 400: 'Invalid or expired reset link.', ...CSRF } },
  'POST /api/accounts/create-account': { summary: 'Create an account (manager shared password)', access: 'shared-password', body: ['json'], responses: { 201: '{credentials: {email, password}}', 400: 'Validation', 403: 'Invalid shared password. / CSRF', 409: 'An account with this email already exists.', 429: 'Too many attempts.' } },
  'GET /api/accounts/notifications': { summary: 'Own notifications', access: 'session', paged: true, responses: { 200: 'Paged notifications', ...NOT_SIGNED_IN, 404: 'Invalid page.' } },
  'PUT /api/accounts/notifications': { summary: 'Mark all own notifications read', access: 'session', responses: { 200: '{updated}', ...NOT_SIGNED_IN, ...CSRF } },
  'PUT /api/accounts/notifications/:id': { summary: 'Mark one own notification read', access: 'session', responses: { 200: 'The notification', ...NOT_SIGNED_IN, 404: 'Not found.', ...CSRF } },
  'GET /api/accounts/activity-logs': { summary: 'Own activity, newest first', access: 'session', paged: true, responses: { 200: 'Paged activity', ...NOT_SIGNED_IN, 404: 'Invalid page.' } },
  'GET /api/inventors/tickets': { summary: 'Tickets where the caller is inventor or submitter', access: 'session', paged: true, responses: { 200: 'Paged tickets', ...NOT_SIGNED_IN, 404: 'Invalid page.' } },
  'POST /api/inventors/ticket/create': { summary: 'Create a ticket (JSON or multipart with drawings)', access: 'session', body: ['json', 'multipart'], responses: { 201: 'The ticket', 400: '{error, detail, fields}', ...NOT_SIGNED_IN, ...CSRF, 413: 'Request body is too large.' } },
  'GET /api/inventors/ticket/:id': { summary: 'One visible ticket', access: 'session', responses: { 200: 'The ticket', ...NOT_SIGNED_IN, 404: 'Not found.' } },
  'PATCH /api/inventors/ticket/:id': { summary: 'Edit an own pending ticket', access: 'session', body: ['json', 'multipart'], responses: { 200: 'The ticket', 400: 'As create', ...NOT_SIGNED_IN, 403: 'Only the submitter can edit a pending ticket.', 404: 'Not found.' } },
  'PUT /api/inventors/ticket/:id': { summary: 'Edit an own pending ticket (same as PATCH)', access: 'session', body: ['json', 'multipart'], responses: { 200: 'The ticket', 400: 'As create', ...NOT_SIGNED_IN, 403: 'Only the submitter can edit a pending ticket.', 404: 'Not found.' } },
  'DELETE /api/inventors/ticket/:id': { summary: 'Delete an own pending ticket', access: 'session', responses: { 204: 'Deleted', ...NOT_SIGNED_IN, 403: 'Only the submitter can delete a pending ticket.', 404: 'Not found.' } },
  'GET /api/inventors/inventor/:id': { summary: 'Inventor summary', access: 'session', responses: { 200: 'Inventor summary', ...NOT_SIGNED_IN, 404: 'Not found.' } },
  'POST /api/inventors/inventors/search': { summary: 'Search inventors by name', access: 'session-or-shared-password', body: ['json'], paged: true, responses: { 200: 'Paged summaries', 400: 'name shorter than 2 characters', ...NOT_SIGNED_IN, ...CSRF } },
  'GET /api/inventors/patents': { summary: "The caller's patents (search, ordering)", access: 'session', paged: true, responses: { 200: 'Paged patents', ...NOT_SIGNED_IN, 404: 'Invalid page.' } },
  'GET /api/inventors/patent/:id': { summary: 'One patent of the caller', access: 'session', responses: { 200: 'The patent', ...NOT_SIGNED_IN, 404: 'Not found.' } },
  'GET /api/inventors/inventor/co-inventors': { summary: 'Distinct co-inventors of the caller', access: 'session', paged: true, responses: { 200: 'Paged summaries', ...NOT_SIGNED_IN, 404: 'Invalid page.' } },
  'GET /api/inventors/affiliations': { summary: 'Affiliations {id, name}', access: 'public', paged: true, responses: { 200: 'Paged affiliations', 404: 'Invalid page.' } },
  'GET /api/files/drawings/:key': { summary: 'A ticket drawing (submitter and inventors only)', access: 'session', responses: { 200: 'The image, sniffed type, nosniff', 404: 'Not found.' } },
  'GET /api/files/photos/:key': { summary: 'A profile photo (any signed-in user)', access: 'session', responses: { 200: 'The image, sniffed type, nosniff', 404: 'Not found.' } },
};
