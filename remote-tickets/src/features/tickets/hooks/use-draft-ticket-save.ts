import { useCallback, useRef } from 'react';
import { useCreateTicketMutation, useUpdateTicketMutation } from '../api/tickets-api';
import type { SaveOutcome } from './use-autosave';
import { failedSaveOutcome } from '../lib/save-outcome';
import { readDraft, writeDraft, type DraftSlot } from '../lib/draft-storage';
import { toSubmission, type TicketFormValues } from '../lib/ticket-form-values';

interface DraftTicketSave {
  /** The server draft being saved into (null until the first save creates it). */
  ticketId: React.RefObject<number | null>;
  save: (values: TicketFormValues, options: { keepalive: boolean }) => Promise<SaveOutcome>;
  /** Forgets the draft (after a submit or a clear): the next save creates a new one. */
  forget: () => void;
}

/**
 * Autosave into a draft ticket: the first save creates it (`is_draft` true, as 'Save as draft'
 * does), later ones PATCH it. The drawing goes only when it changed, and never in a keepalive
 * request (browsers cap those at 64 KB). A save asked while the create is on its way (the
 * attachments panel makes the draft its files go to) waits for it, then PATCHes: one draft.
 * `onTicketId` hears of the draft's id once it is created.
 */
export function useDraftTicketSave(
  slot: DraftSlot,
  initialTicketId: number | null,
  selfId: number | undefined,
  onTicketId?: (id: number) => void,
): DraftTicketSave {
  const [createTicket] = useCreateTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();
  const ticketId = useRef<number | null>(initialTicketId);
  const creating = useRef<Promise<unknown> | null>(null);
  const sentDrawing = useRef<File | null>(null);
  const self = useRef(selfId);
  self.current = selfId;
  const told = useRef(onTicketId);
  told.current = onTicketId;

  const save = useCallback(
    async (values: TicketFormValues, { keepalive }: { keepalive: boolean }) => {
      if (ticketId.current === null && creating.current) await creating.current.catch(() => null);
      // A create sent as the page goes away would answer a page that is gone: the draft's id
      // would be lost and the next visit would file a second one. The kept copy covers it.
      if (keepalive && ticketId.current === null) return 'network' as const;
      const newDrawing = values.drawings !== sentDrawing.current && !keepalive;
      const ticket = {
        ...toSubmission(values, true, self.current),
        drawings: newDrawing ? values.drawings : null,
      };
      try {
        if (ticketId.current === null) {
          const request = createTicket({ ...ticket, keepalive }).unwrap();
          creating.current = request;
          const created = await request.finally(() => {
            creating.current = null;
          });
          ticketId.current = created.id;
          told.current?.(created.id);
          // The kept copy learns which server draft it belongs to.
          const kept = readDraft(slot);
          if (kept) writeDraft(slot, { ...kept, ticketId: created.id });
        } else {
          await updateTicket({ id: ticketId.current, ticket, keepalive }).unwrap();
        }
        if (newDrawing) sentDrawing.current = values.drawings;
        return 'saved' as const;
      } catch (error) {
        return failedSaveOutcome(error);
      }
    },
    [createTicket, updateTicket, slot],
  );

  const forget = useCallback(() => {
    ticketId.current = null;
    sentDrawing.current = null;
  }, []);

  return { ticketId, save, forget };
}
