import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { answerText, questionsOf, type AnswerValue, type FormDefinition } from '../../schemas';
import type { QuestionAttachment } from './question-input';
import { useQuestionnaireT } from './use-questionnaire-t';

export interface QuestionnaireAnswersProps {
  /** The definition of the ticket's own version. */
  definition: Pick<FormDefinition, 'sections'>;
  answers: Record<string, AnswerValue>;
  language: 'en' | 'fr';
  attachments?: readonly QuestionAttachment[];
}

/**
 * A ticket's answers under its version's labels, section by section (the ticket page and the
 * office review). Questions left unanswered, or hidden by their condition, are not listed.
 */
export function QuestionnaireAnswers({
  definition,
  answers,
  language,
  attachments,
}: QuestionnaireAnswersProps) {
  const t = useQuestionnaireT(language);
  const words = {
    yes: t('questionnaire.yes'),
    no: t('questionnaire.no'),
    file: (id: number) => attachments?.find((a) => a.id === id)?.name ?? `#${id}`,
  };
  const sections = definition.sections
    .map((section) => ({
      title: section.title[language],
      questions: section.questions.filter((q) => answers[q.key] !== undefined),
    }))
    .filter((section) => section.questions.length > 0);
  if (questionsOf(definition).every((q) => answers[q.key] === undefined))
    return (
      <Typography variant="body2" color="text.secondary">
        {t('questionnaire.noAnswers')}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Stack key={section.title} spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {section.title}
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {section.questions.map((question) => (
              <div key={question.key}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {question.label[language]}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                  {answerText(question, answers[question.key], language, words)}
                </Typography>
              </div>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
