import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownQuestions, type FormDefinition } from '../../schemas';
import { translateMessage } from '@inventor-portal/shared/i18n';
import { QuestionInput, type QuestionAttachment } from './question-input';
import { useQuestionnaireT } from './use-questionnaire-t';

export interface QuestionnaireFieldsProps {
  definition: Pick<FormDefinition, 'sections'>;
  /** The language of the labels and of the form's own words (the preview may show the other). */
  language: 'en' | 'fr';
  answers: Record<string, unknown>;
  onChange: (answers: Record<string, unknown>) => void;
  /** Messages by question key (English API text: shown in the page's language). */
  errors?: Record<string, string | undefined>;
  /** Prefix of the inputs' ids: two forms on one page stay apart. */
  idPrefix: string;
  attachments?: readonly QuestionAttachment[];
  /** The level of the sections' headings. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The office's questionnaire as an inventor fills it: one titled group per section, the questions
 * whose `show_when` holds (they appear and disappear as answers change), required marks, counters.
 * The inventor's ticket form and the builder's preview both render this component.
 */
export function QuestionnaireFields({
  definition,
  language,
  answers,
  onChange,
  errors = {},
  idPrefix,
  attachments,
  headingLevel = 'h2',
}: QuestionnaireFieldsProps) {
  const t = useQuestionnaireT(language);
  const shown = shownQuestions(definition, answers);
  return (
    <Stack spacing={3}>
      {definition.sections.map((section, index) => {
        const questions = section.questions.filter((q) => shown.has(q.key));
        if (questions.length === 0) return null;
        const headingId = `${idPrefix}-section-${index}`;
        return (
          <Stack key={headingId} component="section" aria-labelledby={headingId} spacing={2.5}>
            <Typography id={headingId} variant="subtitle1" component={headingLevel}>
              {section.title[language]}
            </Typography>
            {questions.map((question) => {
              const error = errors[question.key];
              return (
                <QuestionInput
                  key={question.key}
                  id={`${idPrefix}-${question.key}`}
                  question={question}
                  language={language}
                  value={answers[question.key]}
                  onChange={(value) => onChange({ ...answers, [question.key]: value })}
                  error={error ? translateMessage(error) : undefined}
                  attachments={attachments}
                  t={t}
                />
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
}
