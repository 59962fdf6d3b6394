import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewTicket } from '@inventor-portal/shared';
import { SectionText, TitledSection } from '@inventor-portal/shared/ui';
import { useReviewTranslation } from '@remote-review/i18n';
import { answerText, inventorNames } from '../lib/ticket-view';

const FIELDS = ['summary', 'context', 'problem_identification'] as const;

/** What the reviewer reads: the description fields, inventors, contributions, answers, files. */
export function ReviewTicketView({ ticket }: { ticket: ReviewTicket }) {
  const { t } = useReviewTranslation();
  const names = inventorNames(ticket);
  const answers = Object.entries(ticket.answers ?? {}).filter(([, v]) => answerText(v) !== '');
  const contributions = ticket.contributions ?? [];
  const attachments = ticket.attachments ?? [];
  return (
    <Stack spacing={2}>
      {FIELDS.map((field) =>
        ticket[field] ? (
          <TitledSection key={field} title={t(`ticket.${field}`)}>
            <SectionText>{ticket[field]}</SectionText>
          </TitledSection>
        ) : null,
      )}
      {names.length > 0 ? (
        <TitledSection title={t('ticket.inventors')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Box>
        </TitledSection>
      ) : null}
      {contributions.length > 0 ? (
        <TitledSection title={t('ticket.contributions')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {contributions.map((c, index) => {
              const who =
                c.name ??
                (typeof c.inventor === 'object' ? c.inventor.name : undefined) ??
                t('ticket.inventorN', { n: index + 1 });
              return (
                <li key={`${who}-${index}`}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {who}
                  </Typography>
                  {typeof c.share === 'number' ? ` — ${c.share} %` : ''}
                  {c.description ? ` — ${c.description}` : ''}
                </li>
              );
            })}
          </Box>
        </TitledSection>
      ) : null}
      {answers.length > 0 ? (
        <TitledSection title={t('ticket.answers')}>
          <Box component="dl" sx={{ m: 0 }}>
            {answers.map(([key, value]) => (
              <Box key={key} sx={{ mb: 1.5 }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {ticket.answer_labels?.[key] ?? key}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                  {answerText(value)}
                </Typography>
              </Box>
            ))}
          </Box>
        </TitledSection>
      ) : null}
      {attachments.length > 0 ? (
        <TitledSection title={t('ticket.attachments')}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {attachments.map((file) => (
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
