import { TextFieldAdapter } from '@inventor-portal/shared/forms';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Field } from 'react-final-form';
import { useAccountTranslation } from '@remote-account/i18n';

interface Props {
  /** The cookie holds the password: the field is hidden (spec §6). */
  remembered: boolean;
  onForget: () => void;
  disabled?: boolean;
}

export function SharedPasswordBlock({ remembered, onForget, disabled }: Props) {
  const { t } = useAccountTranslation();
  if (!remembered) {
    return (
      <Field<string>
        name="shared_password"
        type="password"
        render={(field) => (
          <TextFieldAdapter
            {...field}
            label={t('createAccount.sharedPassword.label')}
            autoComplete="off"
            hint={t('createAccount.sharedPassword.hint')}
            required
            disabled={disabled}
          />
        )}
      />
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <KeyIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{t('createAccount.sharedPassword.usingSaved')}</Typography>
      <Button size="small" onClick={onForget} disabled={disabled} sx={{ textTransform: 'none' }}>
        {t('createAccount.sharedPassword.useDifferent')}
      </Button>
    </Box>
  );
}
