import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useField } from 'react-final-form';
import { useObjectUrl } from '../../hooks/use-object-url';

interface DrawingPickerProps {
  /** URL of the drawing the ticket already has (edit); a newly chosen file replaces it. */
  currentDrawing?: string | null;
}

/** Optional drawing (images only) with a preview of the chosen file and a way to remove it. */
export function DrawingPicker({ currentDrawing }: DrawingPickerProps) {
  const { input } = useField<File | null>('drawings', { allowNull: true });
  // final-form hands '' for a value never set.
  const file = input.value ? input.value : null;
  const previewUrl = useObjectUrl(file);
  const [typeError, setTypeError] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // accept="image/*" is only a hint to the picker; the server refuses anything else.
    if (chosen && !chosen.type.startsWith('image/')) {
      setTypeError('Please choose an image file.');
    } else {
      setTypeError(null);
      input.onChange(chosen);
    }
    input.onBlur();
    // Lets the same file be chosen again after a removal.
    event.target.value = '';
  };

  const remove = () => input.onChange(null);
  const shownUrl = previewUrl ?? currentDrawing ?? null;

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Drawing
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {file || currentDrawing ? 'Change drawing' : 'Upload drawing'}
          <input
            data-testid="drawing-input"
            type="file"
            name="drawings"
            accept="image/*"
            hidden
            onChange={onChange}
          />
        </Button>
        {file && (
          <>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
              {file.name}
            </Typography>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
              Remove drawing
            </Button>
          </>
        )}
      </Stack>
      {typeError && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
          {typeError}
        </Typography>
      )}
      {shownUrl && (
        <Box
          component="img"
          src={shownUrl}
          alt={file ? 'Drawing preview' : 'Current drawing'}
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
