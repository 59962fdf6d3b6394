import { Route, Routes } from 'react-router-dom';
import { CreateTicketPage } from '../features/tickets/components/ticket-form/create-ticket-page';
import { EditTicketPage } from '../features/tickets/components/ticket-form/edit-ticket-page';
import { TicketDetailPage } from '../features/tickets/components/ticket-detail/ticket-detail-page';
import { TicketsListPage } from '../features/tickets/components/tickets-list/tickets-list-page';

/** Exposed as `remote_tickets/TicketsRoutes`; the host mounts it at /tickets/*. */
export default function TicketsRoutes() {
  return (
    <Routes>
      <Route index element={<TicketsListPage />} />
      <Route path="create" element={<CreateTicketPage />} />
      <Route path=":id" element={<TicketDetailPage />} />
      <Route path=":id/edit" element={<EditTicketPage />} />
    </Routes>
  );
}
