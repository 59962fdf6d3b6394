/**
 * The namespaces of the shared package's catalogs (`shared/src/locales`). No import here: the
 * server reads these names too (`@inventor-portal/shared/catalogs`) without the page's i18n.
 */

/** `shared/src/locales/{en,fr}.json`: the UI kit, forms, MUI texts. */
export const SHARED_NAMESPACE = 'shared';

/** `shared/src/locales/events/{en,fr}.json`: the notifications' and activities' texts. */
export const EVENTS_NAMESPACE = 'events';

/** `shared/src/locales/mail/{en,fr}.json`: the mails, read by the server only. */
export const MAIL_NAMESPACE = 'mail';
