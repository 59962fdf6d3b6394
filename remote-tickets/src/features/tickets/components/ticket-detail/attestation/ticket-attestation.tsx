import { useGetMeQuery } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { ConfirmationPanel } from './confirmation-panel';
import { DisclosurePanel } from './disclosure-panel';

/** Issue 21 on the ticket detail: who confirmed which share, and the disclosure answers. */
export function TicketAttestation({ ticket }: { ticket: Ticket }) {
  const selfId = useGetMeQuery().data?.inventor?.id;
  return (
    <>
      <ConfirmationPanel ticket={ticket} selfId={selfId} />
      <DisclosurePanel ticket={ticket} />
    </>
  );
}
