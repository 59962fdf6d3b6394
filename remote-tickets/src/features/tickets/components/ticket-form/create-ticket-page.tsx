import Box from '@mui/material/Box';
import { getErrorMessage, useGetMeQuery, usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import { useRef, useState } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useCreateTicketMutation, useUpdateTicketMutation } from '../../api/tickets-api';
import { useGetPublishedQuestionnaireQuery } from '../../api/questionnaire-api';
import { questionnaireOf, serverAnswerErrors } from '../../lib/questionnaire';
import type { Autosave } from '../../hooks/use-autosave';
import { useDraftTicketSave } from '../../hooks/use-draft-ticket-save';
import { clearDraft, readDraft, type StoredDraft } from '../../lib/draft-storage';
import {
  emptyTicketFormValues,
  toSubmission,
  type TicketFormValues,
} from '../../lib/ticket-form-values';
import { DraftRestorePrompt } from './draft-restore-prompt';
import { TicketForm, type SubmitKind, type SubmitOutcome } from './ticket-form';

const SLOT = 'create';

/** /tickets/create */
export function CreateTicketPage() {
  const { t } = useTicketsTranslation();
  usePageTitle(t('create.pageTitle'));
  const [createTicket] = useCreateTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();
  const selfId = useGetMeQuery().data?.inventor?.id;
  // The last form this browser did not send, offered before a new one starts.
  const [offer, setOffer] = useState<StoredDraft | null>(() => readDraft(SLOT));
  const [initialValues, setInitialValues] = useState<TicketFormValues>(emptyTicketFormValues);
  // The server draft, as state: the attachments panel lists its files once it exists.
  const [draftId, setDraftId] = useState<number | null>(null);
  const draft = useDraftTicketSave(SLOT, null, selfId, setDraftId);
  const controller = useRef<Autosave | null>(null);
  // The office's questions a new ticket answers (none while loading or when none is published).
  const questionnaire = questionnaireOf(useGetPublishedQuestionnaireQuery().data);

  const forgetDraft = () => {
    controller.current?.reset();
    clearDraft(SLOT);
    draft.forget();
    setDraftId(null);
    // A restored draft was the form's starting point; the next one starts empty.
    setInitialValues(emptyTicketFormValues);
  };

  const submit = async (values: TicketFormValues, kind: SubmitKind): Promise<SubmitOutcome> => {
    const isDraft = kind === 'draft';
    // No autosave may run beside the submit; one already running decides POST or PATCH.
    controller.current?.reset();
    await controller.current?.whenIdle();
    const submission = toSubmission(values, isDraft, selfId);
    const autosaved = draft.ticketId.current;
    try {
      // Once the autosave made a draft ticket, 'Submit Ticket' and 'Save as draft' complete that
      // same ticket rather than filing a second one.
      if (autosaved === null) await createTicket(submission).unwrap();
      else await updateTicket({ id: autosaved, ticket: submission }).unwrap();
      forgetDraft();
      return {
        ok: true,
        message: isDraft ? t('create.draftSuccess') : t('create.success'),
        reset: true,
      };
    } catch (error) {
      return {
        ok: false,
        error: getErrorMessage(error, t('create.failure'), ['error']),
        answerErrors: serverAnswerErrors(error),
      };
    }
  };

  const restore = (kept: StoredDraft) => {
    setInitialValues({ ...emptyTicketFormValues, ...kept.values, drawings: null });
    draft.ticketId.current = kept.ticketId;
    setDraftId(kept.ticketId);
    setOffer(null);
  };

  /**
   * Files need a ticket: the first one saves the form as the draft the autosave would make
   * (once the form can be saved), and the files go to it.
   */
  const ensureTicketId = async (values: TicketFormValues, valid: boolean) => {
    if (draft.ticketId.current !== null) return draft.ticketId.current;
    if (!valid) return null;
    await controller.current?.whenIdle();
    if (draft.ticketId.current === null) await draft.save(values, { keepalive: false });
    return draft.ticketId.current;
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      {offer ? (
        <DraftRestorePrompt
          kind="create"
          title={offer.values.title}
          savedAt={offer.savedAt}
          onRestore={() => restore(offer)}
          onDiscard={() => {
            clearDraft(SLOT);
            setOffer(null);
          }}
        />
      ) : (
        <TicketForm
          mode="create"
          initialValues={initialValues}
          onSubmit={submit}
          questionnaire={questionnaire}
          autosave={{
            slot: SLOT,
            baseline: emptyTicketFormValues,
            saveToServer: draft.save,
            getTicketId: () => draft.ticketId.current,
            controller,
            onClear: forgetDraft,
          }}
          attachments={{ ticketId: draftId, canEdit: true, ensureTicketId }}
        />
      )}
    </Box>
  );
}
