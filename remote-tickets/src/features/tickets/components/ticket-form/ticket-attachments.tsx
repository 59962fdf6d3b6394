import { AttachmentsPanel } from '@inventor-portal/shared/attachments';
import { useCallback } from 'react';
import { useForm } from 'react-final-form';
import type { TicketFormValues } from '../../lib/ticket-form-values';

export interface TicketAttachmentsConfig {
  /** The ticket the files belong to; null on the create page until its draft exists. */
  ticketId: number | null;
  canEdit: boolean;
  /** A submitted ticket with co-inventors: a change asks them to confirm again. */
  warnsCoInventors?: boolean;
  /**
   * Makes the draft the files go to (the create page), from the form as it stands: the draft's
   * id, or null when the form cannot be saved yet.
   */
  ensureTicketId?: (values: TicketFormValues, valid: boolean) => Promise<number | null>;
}

/** Inside the ticket form: its attachments, the draft made from the form when files come first. */
export function TicketAttachments({ config }: { config: TicketAttachmentsConfig }) {
  const form = useForm<TicketFormValues>();
  const { ensureTicketId } = config;
  const ensure = useCallback(async () => {
    if (!ensureTicketId) return null;
    const { values, valid } = form.getState();
    return ensureTicketId(values, valid === true);
  }, [ensureTicketId, form]);
  return (
    <AttachmentsPanel
      ticketId={config.ticketId}
      canEdit={config.canEdit}
      warnsCoInventors={config.warnsCoInventors}
      ensureTicketId={ensure}
    />
  );
}
