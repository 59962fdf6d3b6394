import TextField from '@mui/material/TextField';
import type { FieldRenderProps } from 'react-final-form';
import { shownFieldError } from '../schemas/form-errors';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldAdapterProps = FieldRenderProps<string> & {
  label: string;
  options: readonly SelectOption[];
  /** Label of the empty first option; without it there is no empty option once a value is set. */
  placeholder?: string;
  /** Shown under the field while it has no error to show. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Default: the field's name. */
  id?: string;
};

/**
 * A native select (keyboard, screen readers and browser automation all handle it) for a
 * react-final-form `<Field>`. It shows its rule's message only: a server message about an
 * option goes to the form's message line (FormMessage), where the settings forms show it.
 */
export function SelectFieldAdapter({
  input,
  meta,
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  id,
}: SelectFieldAdapterProps) {
  const message = shownFieldError({ touched: meta.touched, error: meta.error });
  const value = input.value ?? '';
  // A stored value missing from the options still shows (e.g. an option renamed since).
  const all =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <TextField
      select
      id={id ?? input.name}
      name={input.name}
      label={label}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={message !== undefined}
      helperText={message ?? hint}
      required={required}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined || !value ? <option value="">{placeholder ?? ''}</option> : null}
      {all.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
