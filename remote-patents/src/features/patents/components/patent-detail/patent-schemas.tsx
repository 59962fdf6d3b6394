import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { DocumentLink } from '../common/document-link';

/** 'View Schema 1', 'View Schema 2'… or 'No schemas available.' */
export function PatentSchemas({ schemas }: { schemas: readonly string[] }) {
  const { t } = usePatentsTranslation();
  const present = schemas.filter((url) => url.trim() !== '');
  if (present.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('patentDetail.noSchemas')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {present.map((url, index) => (
        <li key={`${index}-${url}`}>
          <DocumentLink url={url}>
            {t('patentDetail.viewSchema', { number: index + 1 })}
          </DocumentLink>
        </li>
      ))}
    </Stack>
  );
}
