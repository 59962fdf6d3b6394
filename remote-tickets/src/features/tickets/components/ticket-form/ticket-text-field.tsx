import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField } from 'react-final-form';
import type { TicketTextField as FieldName } from '../../lib/ticket-form-values';

interface TicketTextFieldProps {
  name: FieldName;
  label: string;
  max: number;
  rows?: number;
}

const keepEmptyString = (value: string) => value;

/** A ticket text input with its 'n/max' counter; the error shows once the field was touched. */
export function TicketTextField({ name, label, max, rows }: TicketTextFieldProps) {
  const { input, meta } = useField<string>(name, { parse: keepEmptyString });
  const value = input.value ?? '';
  const showError = Boolean(meta.touched && meta.error);
  const inputId = `ticket-${name}`;
  const counterId = `${inputId}-counter`;
  // MUI points aria-describedby at the helper text only; keep the counter described too.
  const describedBy = showError ? `${inputId}-helper-text ${counterId}` : counterId;
  return (
    <Box>
      <TextField
        {...input}
        value={value}
        id={inputId}
        label={label}
        fullWidth
        required
        multiline={rows !== undefined}
        minRows={rows}
        error={showError}
        helperText={showError ? meta.error : undefined}
        slotProps={{ htmlInput: { maxLength: max, 'aria-describedby': describedBy } }}
      />
      <Typography
        id={counterId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
      >
        {`${value.length}/${max}`}
      </Typography>
    </Box>
  );
}
