import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '@inventor-portal/shared';
import { paths } from '../config/paths';
import { AuditPage } from '../features/audit/components/audit-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { FormBuilderPage } from '../features/form-builder/components/form-builder-page';
import { InventorDetailPage } from '../features/inventors/components/inventor-detail-page';
import { InventorsPage } from '../features/inventors/components/inventors-page';
import { PatentEditorPage } from '../features/patents/components/patent-editor-page';
import { PatentsPage } from '../features/patents/components/patents-page';
import { ReviewQueuePage } from '../features/review-queue/components/review-queue-page';
import { RubricPage } from '../features/rubric/components/rubric-page';
import { TicketReviewPage } from '../features/ticket-review/components/ticket-review-page';

/** Its own chunk: the charting library downloads with this page only. */
const AnalyticsPage = lazy(() => import('../features/analytics/components/analytics-page'));

/**
 * Exposed as `remote_office/OfficeRoutes`; the host mounts it at /office/* for office staff only
 * (an inventor's host never loads this remote).
 */
export default function OfficeRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="tickets" element={<ReviewQueuePage />} />
      <Route path="tickets/:id" element={<TicketReviewPage />} />
      <Route path="inventors" element={<InventorsPage />} />
      <Route path="inventors/:id" element={<InventorDetailPage />} />
      <Route path="patents" element={<PatentsPage />} />
      <Route path="patents/new" element={<PatentEditorPage />} />
      <Route path="patents/:id" element={<PatentEditorPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="form" element={<FormBuilderPage />} />
      <Route
        path="analytics"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <AnalyticsPage />
          </Suspense>
        }
      />
      <Route path="rubric" element={<RubricPage />} />
      <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
    </Routes>
  );
}
