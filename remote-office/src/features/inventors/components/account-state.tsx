import Chip from '@mui/material/Chip';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';

export type AccountState = 'active' | 'deactivated' | 'none';

export const accountStateOf = (inventor: OfficeInventor): AccountState =>
  inventor.has_account ? (inventor.is_active ? 'active' : 'deactivated') : 'none';

/** 'Active', 'Deactivated' or 'No account'. */
export function AccountStateChip({ inventor }: { inventor: OfficeInventor }) {
  const { t } = useOfficeTranslation();
  const state = accountStateOf(inventor);
  return (
    <Chip
      size="small"
      variant={state === 'active' ? 'filled' : 'outlined'}
      color={state === 'active' ? 'success' : state === 'deactivated' ? 'warning' : 'default'}
      label={t(`inventors.account.${state}`)}
    />
  );
}
