import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import type { RemoteModule } from './remote-modules';

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

function RemoteSlot({ remote }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useMemo(
    () => lazy(() => loadRemoteComponent(remote.id, attempt > 0)),
    [remote.id, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteErrorPanel label={remote.label} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
            <CircularProgress aria-label={`Loading ${remote.label}`} />
          </Box>
        }
      >
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
