import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

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
  const { mode, editingDraft, submitting, submitKind, canSubmit, canSubmitDraft } = props;
  const busy = (kind: SubmitKind) => submitting && submitKind === kind;

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mode === 'create' ? (
        <>
          <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
            {busy('submit') ? 'Submitting...' : 'Submit Ticket'}
          </Button>
          <Button
            variant="outlined"
            disabled={!canSubmitDraft || submitting}
            onClick={props.onDraft}
          >
            {busy('draft') ? 'Saving...' : 'Save as draft'}
          </Button>
          <Button color="inherit" disabled={submitting} onClick={props.onClear}>
            Clear
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
            {busy('save') ? 'Saving...' : 'Save Changes'}
          </Button>
          {editingDraft && (
            <Button
              variant="outlined"
              disabled={!canSubmitDraft || submitting}
              onClick={props.onSubmitFinal}
            >
              {busy('submit') ? 'Submitting...' : 'Submit Ticket'}
            </Button>
          )}
          <Button color="inherit" disabled={submitting} onClick={props.onCancel}>
            Cancel
          </Button>
        </>
      )}
    </Stack>
  );
}
