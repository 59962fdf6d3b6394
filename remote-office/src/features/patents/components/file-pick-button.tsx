import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';

interface FilePickButtonProps {
  /** The button's text, also the file input's accessible name. */
  label: ReactNode;
  accept: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  startIcon?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Describes the button (a hint, the current error). */
  describedBy?: string;
}

/**
 * A button that opens the file picker of a hidden file input (a real button, so Enter and Space
 * work and its role is right: not a label made to look like one). The input is emptied after
 * each pick so the same file can be picked again.
 */
export function FilePickButton({
  label,
  accept,
  onPick,
  disabled,
  startIcon,
  variant = 'outlined',
  size,
  describedBy,
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <Button
        id={buttonId}
        variant={variant}
        size={size}
        startIcon={startIcon}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-labelledby={buttonId}
      />
    </>
  );
}
