import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form-text-field';

interface Props {
  /** The cookie holds the password: the field is hidden (spec §6). */
  remembered: boolean;
  onForget: () => void;
  disabled?: boolean;
}

export function SharedPasswordBlock({ remembered, onForget, disabled }: Props) {
  if (!remembered) {
    return (
      <FormTextField
        name="shared_password"
        label="Shared Password"
        type="password"
        autoComplete="off"
        hint="The manager password that guards account creation"
        required
        disabled={disabled}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <KeyIcon fontSize="small" aria-hidden />
      <Typography variant="body2">Using the saved shared password.</Typography>
      <Button size="small" onClick={onForget} disabled={disabled} sx={{ textTransform: 'none' }}>
        Use a different shared password
      </Button>
    </Box>
  );
}
