import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { AuditPage } from '../features/audit/components/audit-page';
import { InventorsPage } from '../features/inventors/components/inventors-page';
import { ReviewQueuePage } from '../features/review-queue/components/review-queue-page';
import { TicketReviewPage } from '../features/ticket-review/components/ticket-review-page';

/**
 * Exposed as `remote_office/OfficeRoutes`; the host mounts it at /office/* for office staff only
 * (an inventor's host never loads this remote).
 */
export default function OfficeRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.tickets} replace />} />
      <Route path="tickets" element={<ReviewQueuePage />} />
      <Route path="tickets/:id" element={<TicketReviewPage />} />
      <Route path="inventors" element={<InventorsPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="*" element={<Navigate to={paths.tickets} replace />} />
    </Routes>
  );
}
