import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface AuthTextFieldProps {
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  value: string;
  onChange: NonNullable<OutlinedInputProps['onChange']>;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * The outlined, full-width field of the sign-in pages, built like MUI's TextField (FormControl,
 * InputLabel, OutlinedInput). TextField itself imports Select for its `select` mode, and with it
 * Menu, Popover, Modal and their transitions: all of that was on /login's first load (issue 9).
 * Hence not TextFieldAdapter (shared/forms): /login stays <= 230 KB gzip (bench/frontend.mjs).
 */
export function AuthTextField({ label, required = false, ...input }: AuthTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
