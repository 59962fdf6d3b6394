import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { skipToken } from '@inventor-portal/shared';
import { QuestionnaireAnswers } from '@inventor-portal/shared/forms';
import { useLanguage } from '@inventor-portal/shared/i18n';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { TitledSection } from '@inventor-portal/shared/ui';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useGetQuestionnaireVersionQuery } from '../../api/questionnaire-api';
import { attachmentsOf, questionnaireOf } from '../../lib/questionnaire';

/** The ticket's answers under its own version's labels (API.md Part 3); nothing without a version. */
export function TicketAnswers({ ticket }: { ticket: Ticket }) {
  const { t } = useTicketsTranslation();
  const language = useLanguage();
  const version = ticket.form_version ?? null;
  const { data, isError, isLoading } = useGetQuestionnaireVersionQuery(version ?? skipToken);
  if (version === null) return null;
  const questionnaire = questionnaireOf(data);
  return (
    <TitledSection title={t('detail.questionnaire')}>
      {isLoading ? <Skeleton variant="rounded" height={80} /> : null}
      {isError ? <Alert severity="error">{t('detail.questionnaireFailure')}</Alert> : null}
      {questionnaire ? (
        <QuestionnaireAnswers
          definition={questionnaire}
          answers={ticket.answers ?? {}}
          language={language}
          attachments={attachmentsOf(ticket)}
        />
      ) : null}
    </TitledSection>
  );
}
