import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTicketsTranslation } from '@remote-tickets/i18n';

/** 'submit' = a real (non-draft) ticket, 'draft' = save as draft, 'save' = edit keeping the draft flag. */
export type SubmitKind = 'submit' | 'draft' | 'save';

interface TicketFormActionsProps {
  mode: 'create' | 'edit';
  /** Editing a draft: it can be saved as a draft again or submitted for real. */
  editingDraft: boolean;
  submitting: boolean;
  submitKind: SubmitKind | null;
  canSubmit: boolean;
  canSubmitDraft: boolean;
  onDraft: () => void;
  onSubmitFinal: () => void;
  onClear: () => void;
  onCancel?: () => void;
}

/** The form's buttons; the busy one says so while the call is running. */
export function TicketFormActions(props: TicketFormActionsProps) {
  const { t } = useTicketsTranslation();
  const { mode, editingDraft, submitting, submitKind, canSubmit, canSubmitDraft } = props;
  const busy = (kind: SubmitKind) => submitting && submitKind === kind;
  const submitLabel = busy('submit') ? t('form.actions.submitting') : t('form.actions.submit');
  const draftLabel = busy('draft') ? t('form.actions.saving') : t('form.actions.saveDraft');
  const saveLabel = busy('save') ? t('form.actions.saving') : t('form.actions.saveChanges');

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mode === 'create' ? (
        <>
          <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
            {submitLabel}
          </Button>
          <Button
            variant="outlined"
            disabled={!canSubmitDraft || submitting}
            onClick={props.onDraft}
          >
            {draftLabel}
          </Button>
          <Button color="inherit" disabled={submitting} onClick={props.onClear}>
            {t('form.actions.clear')}
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
            {saveLabel}
          </Button>
          {editingDraft && (
            <Button
              variant="outlined"
              disabled={!canSubmitDraft || submitting}
              onClick={props.onSubmitFinal}
            >
              {submitLabel}
            </Button>
          )}
          <Button color="inherit" disabled={submitting} onClick={props.onCancel}>
            {t('form.actions.cancel')}
          </Button>
        </>
      )}
    </Stack>
  );
}
