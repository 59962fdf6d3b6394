import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useObjectUrl } from '../../hooks/use-object-url';

interface DrawingPickerProps {
  /** URL of the drawing the ticket already has (edit); a newly chosen file replaces it. */
  currentDrawing?: string | null;
}

/** Optional drawing (images only) with a preview of the chosen file and a way to remove it. */
export function DrawingPicker({ currentDrawing }: DrawingPickerProps) {
  const { t } = useTicketsTranslation();
  const { input } = useField<File | null>('drawings', { allowNull: true });
  // final-form hands '' for a value never set.
  const file = input.value ? input.value : null;
  const previewUrl = useObjectUrl(file);
  const [notAnImage, setNotAnImage] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // accept="image/*" is only a hint to the picker; the server refuses anything else.
    const refused = chosen !== null && !chosen.type.startsWith('image/');
    setNotAnImage(refused);
    if (!refused) input.onChange(chosen);
    input.onBlur();
    // Lets the same file be chosen again after a removal.
    event.target.value = '';
  };

  const remove = () => input.onChange(null);
  const shownUrl = previewUrl ?? currentDrawing ?? null;

  return (
    <Box>
      {/* h2: the page's h1 is the form's title, so its parts come next (no skipped level). */}
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('fields.drawing')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A real button opens the (hidden) file input: a <label> may not take role="button". */}
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => fileInput.current?.click()}
        >
          {file || currentDrawing ? t('form.drawing.change') : t('form.drawing.upload')}
        </Button>
        <input
          ref={fileInput}
          data-testid="drawing-input"
          type="file"
          name="drawings"
          accept="image/*"
          hidden
          onChange={onChange}
        />
        {file && (
          <>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
              {file.name}
            </Typography>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
              {t('form.drawing.remove')}
            </Button>
          </>
        )}
      </Stack>
      {notAnImage && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {t('form.drawing.notAnImage')}
        </Typography>
      )}
      {shownUrl && (
        <Box
          component="img"
          src={shownUrl}
          alt={file ? t('form.drawing.preview') : t('form.drawing.current')}
          sx={{
            mt: 1.5,
            maxWidth: '100%',
            maxHeight: 240,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            objectFit: 'contain',
          }}
        />
      )}
    </Box>
  );
}
