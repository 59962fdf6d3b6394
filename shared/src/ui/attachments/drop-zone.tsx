import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import { ATTACHMENT_EXTENSIONS } from '@inventor-portal/shared/schemas';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** Describes the picker (the accepted types and sizes). */
  describedBy: string;
}

/**
 * Where files are dropped, with a real button that opens the file picker (several files at
 * once): the button is what keyboards and screen readers use; dropping is the mouse's shortcut.
 * The input is emptied after each pick so the same file can be picked again.
 */
export function DropZone({ onFiles, describedBy }: DropZoneProps) {
  const { t } = useSharedTranslation();
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId();
  const [over, setOver] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    onFiles(files);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      data-testid="attachments-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <UploadFileOutlinedIcon color="action" aria-hidden />
      <Typography variant="body2">{t('attachments.drop')}</Typography>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {t('attachments.choose')}
      </Button>
      <input
        ref={input}
        hidden
        multiple
        type="file"
        accept={ACCEPT}
        onChange={onChange}
        aria-labelledby={buttonId}
      />
    </Box>
  );
}
