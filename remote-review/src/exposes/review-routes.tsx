import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { MyReviewsPage } from '../features/workspace/components/my-reviews-page';
import { ReviewPage } from '../features/workspace/components/review-page';

/**
 * Exposed as `remote_review/ReviewRoutes`; the host mounts it at /reviews/* for reviewers only
 * (a reviewer-role account, or an account with review assignments; never office staff).
 */
export default function ReviewRoutes() {
  return (
    <Routes>
      <Route index element={<MyReviewsPage />} />
      <Route path=":id" element={<ReviewPage />} />
      <Route path="*" element={<Navigate to={paths.reviews} replace />} />
    </Routes>
  );
}
