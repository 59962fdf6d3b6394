import { Route, Routes } from 'react-router-dom';
import { PatentDetailPage } from '../features/patents/components/patent-detail/patent-detail-page';
import { PatentsListPage } from '../features/patents/components/patents-list/patents-list-page';

/** Exposed as `remote_patents/PatentsRoutes`; the host mounts it at /patents/*. */
export default function PatentsRoutes() {
  return (
    <Routes>
      <Route index element={<PatentsListPage />} />
      <Route path=":id" element={<PatentDetailPage />} />
    </Routes>
  );
}
