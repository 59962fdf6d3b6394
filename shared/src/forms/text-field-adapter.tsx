import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Types only: the remote's own react-final-form renders this adapter (see ./index.ts).
import type { FieldRenderProps } from 'react-final-form';
import { shownFieldError } from '../schemas/form-errors';

export type TextFieldAdapterProps = FieldRenderProps<string> &
  Omit<
    TextFieldProps,
    'name' | 'type' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'helperText'
  > & {
    /** Shown under the field while it has no error to show. */
    hint?: string;
    /** The most characters the field takes; shows an 'n/max' counter under it. */
    counter?: number;
  };

/**
 * A full-width MUI TextField for a react-final-form `<Field>`: its `type` and `name` are the
 * Field's; the error shows by shownFieldError (once the field was touched); `id` defaults to
 * the field's name.
 */
export function TextFieldAdapter({
  input,
  meta,
  hint,
  counter,
  id,
  slotProps,
  ...rest
}: TextFieldAdapterProps) {
  const shown = shownFieldError(meta);
  const helperText = shown ?? hint;
  const value = input.value ?? '';
  const inputId = id ?? input.name;
  const counterId = `${inputId}-counter`;
  // MUI points aria-describedby at the helper text only; a counted field keeps its counter
  // described too.
  const describedBy = helperText === undefined ? counterId : `${inputId}-helper-text ${counterId}`;
  const field = (
    <TextField
      {...rest}
      id={inputId}
      name={input.name}
      type={input.type}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={shown !== undefined}
      helperText={helperText}
      fullWidth
      slotProps={
        counter === undefined
          ? slotProps
          : { ...slotProps, htmlInput: { maxLength: counter, 'aria-describedby': describedBy } }
      }
    />
  );
  if (counter === undefined) return field;
  return (
    <Box>
      {field}
      <Typography
        id={counterId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
      >
        {`${value.length}/${counter}`}
      </Typography>
    </Box>
  );
}
