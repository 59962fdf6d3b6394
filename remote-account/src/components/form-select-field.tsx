import TextField from '@mui/material/TextField';
import { Field } from 'react-final-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Label of the empty first option; without it there is no empty option. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A native select (keyboard, screen readers and browser automation all handle it) wired to
 * final-form; the error shows only once the field was touched.
 */
export function FormSelectField({ name, label, options, placeholder, hint, required, disabled }: Props) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
        const value = input.value ?? '';
        // A stored value missing from the options still shows (e.g. an option renamed since).
        const all = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
        return (
          <TextField
            select
            id={name}
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
      }}
    </Field>
  );
}
