/**
 * `@inventor-portal/shared/standalone`: the standalone dev page of a remote. Only remotes'
 * `src/bootstrap.tsx` import it; the host never does, so it is not on any first screen.
 */
export {
  mountStandalone,
  StandaloneApp,
  type StandaloneAppProps,
  type StandalonePage,
} from './standalone-app';
