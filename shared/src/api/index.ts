export { api, baseQuery, TAG_TYPES, type TagType } from './base-api';
/** RTK Query's 'skip this query' argument: RTK lives inside this package only (one copy). */
export { skipToken } from '@reduxjs/toolkit/query/react';
export { readCookie } from './csrf';
export { getErrorMessage } from './error-message';
export type { PageArgs } from './page-args';
export * from './auth-api';
export * from './password-api';
export * from './notifications-api';
export * from './activity-api';
export * from './affiliations-api';
export * from './inventors-api';
export * from './tickets-api';
export * from './patents-api';
export * from './co-inventors-api';
export * from './comments-api';
export * from './notification-settings-api';
export * from './reviews-api';
export * from './sso-api';
