import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { skipToken } from '@inventor-portal/shared';
import { QuestionnaireAnswers } from '@inventor-portal/shared/forms';
import { useLanguage } from '@inventor-portal/shared/i18n';
import type { FormDefinition, Ticket } from '@inventor-portal/shared/schemas';

/** What the section reads of a ticket (the office's detail has another `submitter`). */
type AnsweredTicket = Pick<Ticket, 'form_version' | 'answers'>;
import { TitledSection } from '@inventor-portal/shared/ui';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetFormVersionQuery } from '@remote-office/lib/questionnaire-api';

/** The ticket's answers under the labels of the version it answers (API.md Part 3). */
export function AnswersSection({ ticket }: { ticket: AnsweredTicket }) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const version = ticket.form_version ?? null;
  const { data, isLoading, isError } = useGetFormVersionQuery(version ?? skipToken);
  if (version === null) return null;
  return (
    <TitledSection title={t('review.questionnaire.title', { version })}>
      {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
      {isError ? <Alert severity="error">{t('review.questionnaire.loadFailure')}</Alert> : null}
      {data ? (
        <QuestionnaireAnswers
          definition={{ sections: data.sections as FormDefinition['sections'] }}
          answers={ticket.answers ?? {}}
          language={language}
        />
      ) : null}
    </TitledSection>
  );
}
