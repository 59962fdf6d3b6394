import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { QuestionnaireAnswers } from '@inventor-portal/shared/forms';
import { useLanguage } from '@inventor-portal/shared/i18n';
import type { FormDefinition, ReviewerTicket } from '@inventor-portal/shared/schemas';
import { SectionText, TitledSection } from '@inventor-portal/shared/ui';
import { useReviewTranslation } from '@remote-review/i18n';

const FIELDS = ['summary', 'context', 'problem_identification'] as const;

/** What the reviewer reads: the description fields, inventors, contributions, answers, files. */
export function ReviewTicketView({ ticket }: { ticket: ReviewerTicket }) {
  const { t } = useReviewTranslation();
  const language = useLanguage();
  const nameOf = (id: number) =>
    ticket.inventor_details.find((i) => i.id === id)?.name ?? t('ticket.inventorN', { n: id });
  return (
    <Stack spacing={2}>
      {FIELDS.map((field) =>
        ticket[field] ? (
          <TitledSection key={field} title={t(`ticket.${field}`)}>
            <SectionText>{ticket[field]}</SectionText>
          </TitledSection>
        ) : null,
      )}
      {ticket.inventor_details.length > 0 ? (
        <TitledSection title={t('ticket.inventors')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {ticket.inventor_details.map((inventor) => (
              <li key={inventor.id}>{inventor.name}</li>
            ))}
          </Box>
        </TitledSection>
      ) : null}
      {ticket.contributions.length > 0 ? (
        <TitledSection title={t('ticket.contributions')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {ticket.contributions.map((c) => (
              <li key={c.inventor}>
                {t('ticket.contribution', { name: nameOf(c.inventor), percent: c.percent })}
              </li>
            ))}
          </Box>
        </TitledSection>
      ) : null}
      {ticket.form ? (
        <TitledSection title={t('ticket.answers')}>
          {/* The answers under the labels of the ticket's own form version (API.md Part 3). */}
          <QuestionnaireAnswers
            definition={{ sections: ticket.form.sections as FormDefinition['sections'] }}
            answers={ticket.answers}
            language={language}
            attachments={ticket.attachments}
          />
        </TitledSection>
      ) : null}
      {ticket.attachments.length > 0 ? (
        <TitledSection title={t('ticket.attachments')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {ticket.attachments.map((file) => (
              <li key={file.id}>
                <Link href={file.url} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Link>
              </li>
            ))}
          </Box>
        </TitledSection>
      ) : null}
    </Stack>
  );
}
