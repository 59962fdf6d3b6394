import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@inventor-portal/shared';
import { fieldErrorsOf, type PatentDetail } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import {
  useAddOfficePatentSchemaImageMutation,
  useRemoveOfficePatentSchemaMutation,
} from '../api/office-patents-api';
import { ACCEPT, isImage, megabytes, SCHEMA_IMAGE_MAX_BYTES } from './file-checks';
import { FilePickButton } from './file-pick-button';
import { fileHref } from './file-href';

/** The patent's schemas: each opens in a new tab and can be removed; images are added here. */
export function SchemaImages({ patent }: { patent: PatentDetail }) {
  const { t } = useOfficeTranslation();
  const [add, { isLoading: adding }] = useAddOfficePatentSchemaImageMutation();
  const [remove, { isLoading: removing }] = useRemoveOfficePatentSchemaMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      setNotice({ ok: true, text: done });
    } catch (error) {
      setNotice({ ok: false, text: fieldErrorsOf(error)?.file ?? getErrorMessage(error, failed) });
    }
  };

  const onPick = (file: File) => {
    setNotice(null);
    if (!isImage(file)) return setNotice({ ok: false, text: t('patents.schemas.notImage') });
    if (file.size > SCHEMA_IMAGE_MAX_BYTES)
      return setNotice({
        ok: false,
        text: t('patents.schemas.tooLarge', { max: megabytes(SCHEMA_IMAGE_MAX_BYTES) }),
      });
    return void run(
      () => add({ id: patent.id, file }).unwrap(),
      t('patents.schemas.added'),
      t('patents.schemas.failed'),
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="patent-schemas" sx={{ p: 3 }}>
      <Typography id="patent-schemas" component="h2" variant="h6">
        {t('patents.schemas.title')}
      </Typography>
      {patent.schemas.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('patents.schemas.none')}
        </Typography>
      ) : (
        <List dense aria-labelledby="patent-schemas">
          {patent.schemas.map((url, index) => {
            const name = t('patents.schemas.item', { number: index + 1 });
            const href = fileHref(url);
            return (
              <ListItem
                // Positions are the server's identity for a schema (removal by index).
                key={`${index}-${url}`}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('patents.schemas.remove', { name })}
                    disabled={removing}
                    onClick={() =>
                      void run(
                        () => remove({ id: patent.id, index }).unwrap(),
                        t('patents.schemas.removed', { name }),
                        t('patents.schemas.failed'),
                      )
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    href ? (
                      <Link href={href} target="_blank" rel="noopener noreferrer">
                        {name}
                      </Link>
                    ) : (
                      name
                    )
                  }
                  secondary={
                    url.startsWith('/api/files/') ? t('patents.schemas.uploadedImage') : url
                  }
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <FilePickButton
        label={adding ? t('patents.schemas.adding') : t('patents.schemas.add')}
        accept={ACCEPT.image}
        onPick={onPick}
        disabled={adding}
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        size="small"
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('patents.schemas.hint', { max: megabytes(SCHEMA_IMAGE_MAX_BYTES) })}
      </Typography>
      {notice ? (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          role={notice.ok ? 'status' : 'alert'}
          sx={{ mt: 1 }}
        >
          {notice.text}
        </Alert>
      ) : null}
    </Paper>
  );
}
