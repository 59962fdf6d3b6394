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
}

/**
 * The office's questions after the spec's fields (API.md Part 3), in the page's language: the
 * `answers` field of the ticket form. A question's message is its rule's (checked as typed) or,
 * until the answers change again, the server's.
 */
export const QuestionnaireField = memo(function QuestionnaireField({
  questionnaire,
  attachments,
}: QuestionnaireFieldProps) {
  const language = useLanguage();
  const { input, meta } = useField<Record<string, unknown>>('answers', {
    subscription: { value: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const answers = input.value && typeof input.value === 'object' ? input.value : NO_ANSWERS;
  const ruleErrors = (meta.error ?? {}) as Record<string, string>;
  const serverErrors = meta.dirtySinceLastSubmit
    ? {}
    : ((meta.submitError ?? {}) as Record<string, string>);
  return (
    <Box>
      <Divider sx={{ mb: 3 }} />
      <QuestionnaireFields
        definition={questionnaire}
        language={language}
        answers={answers}
        onChange={input.onChange}
        errors={{ ...serverErrors, ...ruleErrors }}
        idPrefix="ticket-answer"
        attachments={attachments}
      />
    </Box>
  );
});
