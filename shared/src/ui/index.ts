/**
 * `@inventor-portal/shared/ui`: the page kit (tables, badges, avatars, pager, dates). Its own
 * shared module, so the first screen (login) does not download what only signed-in pages show.
 */
export * from './components';
export * from './hooks';
