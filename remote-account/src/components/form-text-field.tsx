import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  name: string;
  /** Shown under the field while it has no error to show. */
  hint?: string;
};

/** A final-form text field whose error shows only once the field was touched (spec §5). */
export function FormTextField({ name, hint, type, ...rest }: Props) {
  return (
    <Field<string> name={name} type={type === 'password' ? 'password' : undefined}>
      {({ input, meta }) => {
        // A rule's message, else the server's message for this field until the field is edited.
        const serverMessage = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
        const message: unknown = meta.touched ? (meta.error ?? serverMessage) : undefined;
        const shown = typeof message === 'string' ? message : undefined;
        return (
          <TextField
            {...rest}
            id={rest.id ?? name}
            name={input.name}
            type={type}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={shown !== undefined}
            helperText={shown ?? hint}
            fullWidth
          />
        );
      }}
    </Field>
  );
}
