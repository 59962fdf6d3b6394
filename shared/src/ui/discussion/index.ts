/**
 * `@inventor-portal/shared/discussion`: a ticket's "Discussion" section (comments thread and
 * composer), mounted by the inventor's ticket detail and the office's review page. Its own shared
 * module, downloaded by those two pages only.
 */
export { Discussion, type DiscussionProps } from './discussion';
