import { CoInventorsPage } from '../features/co-inventors/components/co-inventors-page';

/** Exposed as `remote_patents/CoInventorsPage`; the host mounts it at /coinventors. */
export default function CoInventorsPageExposed() {
  return <CoInventorsPage />;
}
