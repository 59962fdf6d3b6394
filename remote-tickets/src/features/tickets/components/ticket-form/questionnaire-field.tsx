import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { QuestionnaireFields, type QuestionAttachment } from '@inventor-portal/shared/forms';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { memo } from 'react';
import { useField } from 'react-final-form';
import type { Questionnaire } from '../../lib/questionnaire';

const NO_ANSWERS: Record<string, unknown> = {};

interface QuestionnaireFieldProps {
  questionnaire: Questionnaire;
  attachments?: readonly QuestionAttachment[];
  /** Messages of the last submission (the form's own check or the server's), by question key. */
  submitErrors: Record<string, string>;
  /** These questions' answers changed: their submission messages no longer hold. */
  onAnswered: (keys: string[]) => void;
}

/**
 * The office's questions after the spec's fields (API.md Part 3), in the page's language: the
 * `answers` field of the ticket form. A question's message is its rule's (checked as typed) or,
 * until that answer changes, the last submission's (a required answer missing, or the server's).
 */
export const QuestionnaireField = memo(function QuestionnaireField({
  questionnaire,
  attachments,
  submitErrors,
  onAnswered,
}: QuestionnaireFieldProps) {
  const language = useLanguage();
  const { input, meta } = useField<Record<string, unknown>>('answers', {
    subscription: { value: true, error: true },
  });
  const answers = input.value && typeof input.value === 'object' ? input.value : NO_ANSWERS;
  const ruleErrors = (meta.error ?? {}) as Record<string, string>;
  const change = (next: Record<string, unknown>) => {
    onAnswered(Object.keys(next).filter((key) => next[key] !== answers[key]));
    input.onChange(next);
  };
  return (
    <Box>
      <Divider sx={{ mb: 3 }} />
      <QuestionnaireFields
        definition={questionnaire}
        language={language}
        answers={answers}
        onChange={change}
        errors={{ ...submitErrors, ...ruleErrors }}
        idPrefix="ticket-answer"
        attachments={attachments}
      />
    </Box>
  );
});
