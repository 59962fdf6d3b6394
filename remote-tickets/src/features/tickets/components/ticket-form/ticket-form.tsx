import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INVENTOR_SEARCH_MIN_LENGTH,
  InventorPicker,
  TextFieldAdapter,
  type QuestionAttachment,
} from '@inventor-portal/shared/forms';
import { useGetMeQuery } from '@inventor-portal/shared';
import { inventorDisplayName, LIMITS } from '@inventor-portal/shared/schemas';
import type { FormApi } from 'final-form';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import {
  validateTicketForm,
  type InventorOption,
  type TicketFormValues,
  type TicketTextField,
} from '../../lib/ticket-form-values';
import { CoApplicationsField } from './co-applications-field';
import { ContributionSplitField } from './contribution-split-field';
import { DisclosureFields } from './disclosure-fields';
import { DrawingPicker } from './drawing-picker';
import { FundingField } from './funding-field';
import { TicketAttachments, type TicketAttachmentsConfig } from './ticket-attachments';
import { answerProblems, type Questionnaire } from '../../lib/questionnaire';
import { QuestionnaireField } from './questionnaire-field';
import { TicketAutosave, type TicketAutosaveConfig } from './ticket-autosave';
import { TicketFormActions, type SubmitKind } from './ticket-form-actions';

// Defined beside the buttons that show it, so the two files do not import each other.
export type { SubmitKind } from './ticket-form-actions';

export type SubmitOutcome =
  | { ok: true; message?: string; reset?: boolean }
  | { ok: false; error: string; answerErrors?: Record<string, string> };

interface TicketFormProps {
  mode: 'create' | 'edit';
  initialValues: TicketFormValues;
  editingDraft?: boolean;
  currentDrawing?: string | null;
  onSubmit: (values: TicketFormValues, kind: SubmitKind) => Promise<SubmitOutcome>;
  onCancel?: () => void;
  /** Keeps what is typed (device, and server when allowed) as it is typed. */
  autosave?: TicketAutosaveConfig;
  /** The ticket's attachments panel (API.md Part 3), after the drawing. */
  attachments?: TicketAttachmentsConfig;
  /** The office's questions this ticket answers (its own version), shown after the spec's fields. */
  questionnaire?: Questionnaire | null;
  /** The ticket's attachments, which a `files` question chooses among. */
  questionAttachments?: readonly QuestionAttachment[];
}

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** The text inputs, each with its 'n/max' counter (spec "Create ticket"). */
const TEXT_FIELDS: readonly { name: TicketTextField; max: number; rows?: number }[] = [
  { name: 'title', max: LIMITS.ticketTitle },
  { name: 'summary', max: LIMITS.ticketText, rows: 3 },
  { name: 'context', max: LIMITS.ticketText, rows: 3 },
  { name: 'problem_identification', max: LIMITS.ticketText, rows: 3 },
];

// An emptied input stays '' (final-form's default parse makes it undefined), so its counter
// and its rule still read a string.
const keepEmptyString = (value: string) => value;

/** Create and edit form of a ticket (spec §2 "Create ticket", §5 "Create ticket form"). */
export function TicketForm({
  mode,
  initialValues,
  editingDraft = false,
  currentDrawing,
  onSubmit,
  onCancel,
  autosave,
  questionnaire = null,
  attachments,
  questionAttachments,
}: TicketFormProps) {
  const { t } = useTicketsTranslation();
  const me = useGetMeQuery().data?.inventor ?? null;
  const self = useMemo<InventorOption | null>(
    () => (me ? { id: me.id, name: inventorDisplayName(me, me.id) } : null),
    [me],
  );
  const selfId = self?.id;
  // Stable: a new `validate` makes final-form validate and re-render the whole form again.
  const validate = useCallback(
    (values: TicketFormValues) => {
      const errors: Record<string, unknown> = validateTicketForm(values, selfId);
      // The answers' rules as typed; 'required' waits for a submission (a draft may be incomplete).
      const answers = answerProblems(
        questionnaire,
        values.answers ?? {},
        false,
        questionAttachments,
      );
      if (Object.keys(answers).length > 0) errors.answers = answers;
      return errors;
    },
    [selfId, questionnaire, questionAttachments],
  );
  const labels: Record<TicketTextField, string> = {
    title: t('fields.title'),
    summary: t('fields.summary'),
    context: t('fields.context'),
    problem_identification: t('fields.problemIdentification'),
  };
  const defaultKind: SubmitKind = mode === 'create' ? 'submit' : 'save';
  const kindRef = useRef<SubmitKind>(defaultKind);
  const [submitKind, setSubmitKind] = useState<SubmitKind | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Messages at the questionnaire's questions (a submission's, or the server's), until edited.
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  // Bumped on every reset so the inventor search box starts empty again too.
  const [generation, setGeneration] = useState(0);
  const reset = (form: FormApi<TicketFormValues>) => {
    form.restart();
    setGeneration((value) => value + 1);
  };

  const submit = async (values: TicketFormValues, form: FormApi<TicketFormValues>) => {
    setFeedback(null);
    const kind = kindRef.current;
    const submitting = kind === 'submit' || (kind === 'save' && !editingDraft);
    const missing = submitting
      ? answerProblems(questionnaire, values.answers ?? {}, true, questionAttachments)
      : {};
    setAnswerErrors(missing);
    if (Object.keys(missing).length > 0) {
      setFeedback({ severity: 'error', text: t('form.questionnaire.fixAnswers') });
      return;
    }
    const outcome = await onSubmit(values, kind);
    if (!outcome.ok) {
      setFeedback({ severity: 'error', text: outcome.error });
      setAnswerErrors(outcome.answerErrors ?? {});
      return;
    }
    if (outcome.message) setFeedback({ severity: 'success', text: outcome.message });
    // Success leaves an empty form behind (spec §4), drawing preview included.
    if (outcome.reset) reset(form);
  };

  return (
    <Form<TicketFormValues> onSubmit={submit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, form, submitting = false, valid = false, pristine = true }) => {
        const run = (kind: SubmitKind) => {
          kindRef.current = kind;
          setSubmitKind(kind);
          return form.submit();
        };
        const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
          kindRef.current = defaultKind;
          setSubmitKind(defaultKind);
          return handleSubmit(event);
        };
        return (
          <Paper
            component="form"
            noValidate
            onSubmit={onFormSubmit}
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Stack spacing={3}>
              {TEXT_FIELDS.map(({ name, max, rows }) => (
                <Field<string>
                  key={name}
                  name={name}
                  parse={keepEmptyString}
                  render={(field) => (
                    <TextFieldAdapter
                      {...field}
                      id={`ticket-${name}`}
                      label={labels[name]}
                      required
                      counter={max}
                      multiline={rows !== undefined}
                      minRows={rows}
                    />
                  )}
                />
              ))}
              <DrawingPicker currentDrawing={currentDrawing} />
              {attachments ? (
                <TicketAttachments key={`attachments-${generation}`} config={attachments} />
              ) : null}
              <Box>
                <Typography variant="subtitle2" component="h2" gutterBottom>
                  {t('fields.inventors')}
                </Typography>
                {/* The server adds the submitter on its own, hence the hint. */}
                <Field<InventorOption[]>
                  name="inventors"
                  render={({ input }) => (
                    <InventorPicker
                      key={generation}
                      multiple
                      paging
                      size="small"
                      label={t('form.inventors.searchLabel')}
                      placeholder={t('form.inventors.searchPlaceholder', {
                        count: INVENTOR_SEARCH_MIN_LENGTH,
                      })}
                      helperText={t('form.inventors.addedAutomatically')}
                      value={input.value}
                      onChange={input.onChange}
                    />
                  )}
                />
              </Box>
              <CoApplicationsField />
              <ContributionSplitField self={self} />
              <DisclosureFields />
              <FundingField />
              {questionnaire ? (
                <QuestionnaireField
                  questionnaire={questionnaire}
                  attachments={questionAttachments}
                  submitErrors={answerErrors}
                  onAnswered={(keys) =>
                    setAnswerErrors((current) => {
                      const next = { ...current };
                      for (const key of keys) delete next[key];
                      return next;
                    })
                  }
                />
              ) : null}
              {feedback && (
                <Alert severity={feedback.severity} onClose={() => setFeedback(null)}>
                  {feedback.text}
                </Alert>
              )}
              <TicketFormActions
                mode={mode}
                editingDraft={editingDraft}
                submitting={submitting}
                submitKind={submitKind}
                canSubmit={valid && !pristine}
                canSubmitDraft={mode === 'create' ? valid && !pristine : valid}
                onDraft={() => void run('draft')}
                onSubmitFinal={() => void run('submit')}
                onClear={() => {
                  setFeedback(null);
                  autosave?.controller.current?.reset();
                  autosave?.onClear?.();
                  reset(form);
                }}
                onCancel={onCancel}
              />
              {autosave ? (
                <TicketAutosave key={generation} config={autosave} paused={submitting} />
              ) : null}
            </Stack>
          </Paper>
        );
      }}
    </Form>
  );
}
