import {
  inventorDisplayName,
  inventorOwnName,
  type InventorSummary,
} from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@remote-account/config/paths';
import { useAccountTranslation } from '@remote-account/i18n';
import { SectionCard } from './section-card';

interface Props {
  coInventors: readonly InventorSummary[];
  loading: boolean;
}

/** Co-inventor cards: initials avatar, name, affiliation or 'No affiliation' (spec §2 Profile). */
export function ProfileCoInventors({ coInventors, loading }: Props) {
  const { t } = useAccountTranslation();
  let content;
  if (loading) {
    content = <Typography color="text.secondary">{t('profile.coInventors.loading')}</Typography>;
  } else if (coInventors.length === 0) {
    content = <Typography color="text.secondary">{t('profile.coInventors.empty')}</Typography>;
  } else {
    content = (
      <Box
        component="ul"
        aria-label={t('profile.coInventors.listLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 1.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {coInventors.map((person) => (
          <Box
            component="li"
            key={person.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              minWidth: 0,
            }}
          >
            {/* Initials, as the spec asks for these cards. */}
            <UserAvatar name={inventorOwnName(person)} image={null} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap title={inventorOwnName(person)}>
                {inventorDisplayName(person, t('common.inventorFallbackName', { id: person.id }))}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {person.affiliation?.trim() || t('common.noAffiliation')}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <SectionCard title={t('profile.coInventors.title')} viewAllTo={paths.coInventors}>
      <Box>{content}</Box>
    </SectionCard>
  );
}
