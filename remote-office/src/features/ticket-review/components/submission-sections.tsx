import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { inventorDisplayName, type OfficeTicketDetail } from '@inventor-portal/shared/schemas';
import { UserAvatar, TitledSection, SectionText } from '@inventor-portal/shared/ui';
import { useOfficeTranslation } from '@remote-office/i18n';

/** Everything the inventor sent: the texts, the drawing, the inventors and the co-applications. */
export function SubmissionSections({ ticket }: { ticket: OfficeTicketDetail }) {
  const { t } = useOfficeTranslation();
  const coApplications = ticket.co_applications.filter((name) => name.trim() !== '');
  return (
    <Stack spacing={2}>
      <TitledSection title={t('review.fields.summary')}>
        <SectionText>{ticket.summary}</SectionText>
      </TitledSection>
      <TitledSection title={t('review.fields.context')}>
        <SectionText>{ticket.context}</SectionText>
      </TitledSection>
      <TitledSection title={t('review.fields.problemIdentification')}>
        <SectionText>{ticket.problem_identification}</SectionText>
      </TitledSection>
      <TitledSection title={t('review.fields.drawing')}>
        {ticket.drawings ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              component="img"
              src={ticket.drawings}
              alt={t('review.drawingAlt', { title: ticket.title })}
              sx={{
                maxWidth: '100%',
                maxHeight: 360,
                objectFit: 'contain',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            <Link
              href={ticket.drawings}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {t('review.openDrawing')}
              <OpenInNewIcon fontSize="small" />
            </Link>
          </Stack>
        ) : (
          <SectionText>{t('review.noDrawing')}</SectionText>
        )}
      </TitledSection>
      <TitledSection title={t('review.fields.inventors')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ticket.inventor_details.map((inventor) => {
            const name = inventorDisplayName(inventor, inventor.id);
            return (
              <Chip
                key={inventor.id}
                label={name}
                variant="outlined"
                // MUI paints a chip's avatar text grey: on the avatar's own colour it must be white.
                sx={{ '& .MuiChip-avatar': { color: 'primary.contrastText' } }}
                avatar={
                  <UserAvatar
                    name={name}
                    image={inventor.image ?? inventor.avatar}
                    size={24}
                    decorative
                  />
                }
              />
            );
          })}
        </Stack>
      </TitledSection>
      <TitledSection title={t('review.fields.coApplications')}>
        {coApplications.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {coApplications.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Box>
        ) : (
          <SectionText>{t('review.noCoApplications')}</SectionText>
        )}
      </TitledSection>
    </Stack>
  );
}
