import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getErrorMessage } from '@inventor-portal/shared';
import { inventorDisplayName, type OfficeInventor } from '@inventor-portal/shared/schemas';
import { useId, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useSetOfficeInventorActiveMutation } from '../api/office-inventors-api';

interface ActivationButtonProps {
  inventor: OfficeInventor;
  /** The page's message line. */
  onDone: (result: { kind: 'success' | 'error'; text: string }) => void;
}

/**
 * Deactivate (after a confirmation: the inventor's sessions end at once) or reactivate an
 * inventor's account. Nothing for an inventor without an account.
 */
export function ActivationButton({ inventor, onDone }: ActivationButtonProps) {
  const { t } = useOfficeTranslation();
  const [setActive, { isLoading }] = useSetOfficeInventorActiveMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const name = inventorDisplayName(inventor, inventor.email ?? inventor.id);
  if (!inventor.has_account) return null;

  const run = async (active: boolean) => {
    setConfirming(false);
    try {
      await setActive({ id: inventor.id, active }).unwrap();
      onDone({
        kind: 'success',
        text: t(active ? 'inventors.reactivated' : 'inventors.deactivated', { name }),
      });
    } catch (error) {
      onDone({ kind: 'error', text: getErrorMessage(error, t('inventors.activationFailed')) });
    }
  };

  if (!inventor.is_active) {
    return (
      <Button
        size="small"
        variant="outlined"
        disabled={isLoading}
        aria-label={t('inventors.reactivateName', { name })}
        onClick={() => void run(true)}
      >
        {t('inventors.reactivate')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        disabled={isLoading}
        aria-label={t('inventors.deactivateName', { name })}
        onClick={() => setConfirming(true)}
      >
        {t('inventors.deactivate')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('inventors.confirmTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('inventors.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('inventors.cancel')}</Button>
          <Button color="warning" variant="contained" onClick={() => void run(false)}>
            {t('inventors.deactivate')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
