/**
 * Sessions, as the session plugin, the live events stream and other modules use them: looking a
 * session up and keeping it alive, and ending one or all of an account's sessions.
 */
export {
  deleteSession,
  deleteUserSessions,
  hashSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionLookup,
  sessionStillValid,
  touchSession,
} from './session.repository';
