import { UserAvatar } from '@inventor-portal/shared/ui';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import { useRef, type ChangeEvent } from 'react';
import { useAccountTranslation } from '@remote-account/i18n';
import { PHOTO_MAX_MB, type PhotoError } from '../hooks/use-photo-picker';

interface Props {
  name: string | null | undefined;
  /** The chosen, unsaved photo's preview, else the stored photo. */
  image: string | null | undefined;
  error: PhotoError | null;
  canRemove: boolean;
  busy: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}

/** Profile photo: avatar with a camera button, 'Upload New' and 'Remove' (spec §2 Settings). */
export function PhotoBlock({ name, image, error, canRemove, busy, onPick, onRemove }: Props) {
  const { t } = useAccountTranslation();
  const language = useLanguage();
  const size = formatNumber(PHOTO_MAX_MB, language);
  const input = useRef<HTMLInputElement>(null);
  const openPicker = () => input.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files?.[0]);
    // The same file can be chosen again after a Remove.
    event.target.value = '';
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <IconButton
            size="small"
            aria-label={t('settings.photo.change')}
            onClick={openPicker}
            disabled={busy}
            sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'grey.100' } }}
          >
            <PhotoCameraIcon fontSize="small" />
          </IconButton>
        }
      >
        <UserAvatar name={name} image={image} size={96} />
      </Badge>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('settings.photo.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('settings.photo.formats', { size })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={openPicker} disabled={busy}>
            {t('settings.photo.upload')}
          </Button>
          <Button variant="outlined" color="error" onClick={onRemove} disabled={busy || !canRemove}>
            {t('settings.photo.remove')}
          </Button>
        </Stack>
        {error ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {error === 'type'
              ? t('settings.photo.typeError')
              : t('settings.photo.sizeError', { size })}
          </Typography>
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('settings.photo.fileLabel')}
        data-testid="photo-input"
        onChange={onChange}
      />
    </Stack>
  );
}
