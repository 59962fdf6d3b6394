import { getErrorMessage, useGetMeQuery } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useUpdateTicketMutation } from '../../api/tickets-api';
import type { Autosave } from '../../hooks/use-autosave';
import { useDraftTicketSave } from '../../hooks/use-draft-ticket-save';
import { clearDraft, readDraft, storedValues, type StoredDraft } from '../../lib/draft-storage';
import { toSubmission, type TicketFormValues } from '../../lib/ticket-form-values';
import { attachmentsOf, serverAnswerErrors, type Questionnaire } from '../../lib/questionnaire';
import { DraftRestorePrompt } from './draft-restore-prompt';
import { TicketForm, type SubmitKind, type SubmitOutcome } from './ticket-form';

/** Unsaved changes kept on this device for this ticket, unless they are what it already says. */
function keptChanges(ticket: Ticket, loaded: TicketFormValues): StoredDraft | null {
  const kept = readDraft(ticket.id);
  if (!kept) return null;
  if (JSON.stringify(kept.values) === JSON.stringify(storedValues(loaded))) {
    clearDraft(ticket.id);
    return null;
  }
  return kept;
}

interface EditTicketFormProps {
  ticket: Ticket;
  /** The ticket as loaded, inventors' names resolved. */
  loadedValues: TicketFormValues;
  /** The questions of the ticket's own version (not the one published now). */
  questionnaire: Questionnaire | null;
}

/**
 * The edit form with its keeping: a draft is autosaved to the server (it is nobody's business
 * yet); a submitted ticket is not, since every save would reset its co-inventors'
 * confirmations and notify them, so its unsent edit stays on this device until restored.
 */
export function EditTicketForm({ ticket, loadedValues, questionnaire }: EditTicketFormProps) {
  const { t } = useTicketsTranslation();
  const navigate = useNavigate();
  const [updateTicket] = useUpdateTicketMutation();
  const selfId = useGetMeQuery().data?.inventor?.id;
  const [startValues, setStartValues] = useState(loadedValues);
  const [offer, setOffer] = useState<StoredDraft | null>(() => keptChanges(ticket, loadedValues));
  const draft = useDraftTicketSave(ticket.id, ticket.id, selfId);
  const controller = useRef<Autosave | null>(null);
  const attachments = useMemo(() => attachmentsOf(ticket), [ticket]);

  const submit = async (values: TicketFormValues, kind: SubmitKind): Promise<SubmitOutcome> => {
    const isDraft = kind === 'save' ? ticket.is_draft : kind === 'draft';
    controller.current?.reset();
    await controller.current?.whenIdle();
    try {
      await updateTicket({ id: ticket.id, ticket: toSubmission(values, isDraft, selfId) }).unwrap();
      clearDraft(ticket.id);
      navigate(paths.ticket(ticket.id));
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        error: getErrorMessage(error, t('edit.failure'), ['error', 'detail']),
        answerErrors: serverAnswerErrors(error),
      };
    }
  };

  if (offer) {
    return (
      <DraftRestorePrompt
        kind="edit"
        title={offer.values.title}
        savedAt={offer.savedAt}
        onRestore={() => {
          setStartValues({ ...loadedValues, ...offer.values, drawings: null });
          setOffer(null);
        }}
        onDiscard={() => {
          clearDraft(ticket.id);
          setOffer(null);
        }}
      />
    );
  }

  return (
    <TicketForm
      mode="edit"
      initialValues={startValues}
      editingDraft={ticket.is_draft}
      currentDrawing={ticket.drawings}
      onSubmit={submit}
      questionnaire={questionnaire}
      questionAttachments={attachments}
      onCancel={() => {
        controller.current?.reset();
        clearDraft(ticket.id);
        navigate(paths.ticket(ticket.id));
      }}
      autosave={{
        slot: ticket.id,
        baseline: loadedValues,
        saveToServer: ticket.is_draft ? draft.save : null,
        getTicketId: () => null,
        controller,
      }}
      attachments={{
        ticketId: ticket.id,
        canEdit: true,
        warnsCoInventors: !ticket.is_draft && ticket.inventors.length > 1,
      }}
    />
  );
}
