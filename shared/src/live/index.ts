/**
 * `@inventor-portal/shared/live`: the live events stream (Server-Sent Events) that keeps the
 * bell and open discussions current; the host shell mounts `useLiveEvents` once.
 */
export {
  useLiveEvents,
  FALLBACK_POLL_MS,
  LIVE_EVENTS_PATH,
  type LiveEventsOptions,
  type LiveEventsStatus,
} from './use-live-events';
export { defaultBackoff, type LiveStatus } from './live-connection';
