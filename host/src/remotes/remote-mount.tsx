import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useHostTranslation } from '../i18n';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import type { RemoteModule } from './remote-modules';
import { isStaleChunkError } from './stale-chunk';

interface RemoteMountProps {
  remote: RemoteModule;
}

/**
 * Mounts one exposed remote component lazily, with a loading state and a retry panel. Keyed
 * by module: routes render their RemoteMount at the same place in the tree, and a failure (or
 * retry count) of one remote must not carry over to the next.
 */
export function RemoteMount({ remote }: RemoteMountProps) {
  return <RemoteSlot key={remote.id} remote={remote} />;
}

function Loading({ name }: { name: string }) {
  const { t } = useHostTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('remotes.loading', { name })} />
    </Box>
  );
}

/** Retries once as soon as it is shown (a stale chunk after a redeploy), spinning meanwhile. */
function AutoReload({ name, onReload }: { name: string; onReload: () => void }) {
  useEffect(onReload, [onReload]);
  return <Loading name={name} />;
}

function RemoteSlot({ remote }: RemoteMountProps) {
  const { t } = useHostTranslation();
  const name = t(remote.nameKey);
  const [attempt, setAttempt] = useState(0);
  const [autoReloaded, setAutoReloaded] = useState(false);
  const RemoteComponent = useMemo(
    () => lazy(() => loadRemoteComponent(remote, attempt > 0)),
    [remote, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  const reloadOnce = useCallback(() => {
    setAutoReloaded(true);
    setAttempt((n) => n + 1);
  }, []);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) =>
        isStaleChunkError(error) && !autoReloaded ? (
          <AutoReload name={name} onReload={reloadOnce} />
        ) : (
          <RemoteErrorPanel name={name} error={error} onRetry={retry} />
        )
      }
    >
      <Suspense fallback={<Loading name={name} />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
