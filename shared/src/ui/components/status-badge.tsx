import Chip, { type ChipProps } from '@mui/material/Chip';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import { TICKET_STATUSES } from '../../schemas/limits';
import { statusColors, type StatusColorKey } from '../theme/palette';

/** Whose status: French agrees the word with it (la déclaration approuvée, le brevet approuvé). */
export type StatusOwner = 'ticket' | 'patent';

export interface StatusBadgeProps {
  status: string | null | undefined;
  icon?: ChipProps['icon'];
  size?: ChipProps['size'];
  /** Default 'ticket'. */
  of?: StatusOwner;
}

/** Every ticket status has its colour (a patent's statuses are among them). */
const COLOURED: ReadonlySet<string> = new Set(TICKET_STATUSES);

/**
 * Kind of status for colouring: pending yellow, needs_info blue, approved green, refused red,
 * other grey.
 */
export function statusKind(status: string | null | undefined): StatusColorKey {
  const value = (status ?? '').trim().toLowerCase();
  return COLOURED.has(value) ? (value as StatusColorKey) : 'other';
}

export const capitalise = (text: string): string =>
  text === '' ? text : text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** Catalog key (`status.*`) of each status the portal knows. */
const STATUS_KEYS: ReadonlyMap<string, string> = new Map([
  ['pending', 'pending'],
  ['approved', 'approved'],
  ['refused', 'refused'],
  ['needs_info', 'needsInfo'],
]);

/**
 * A coloured pill with the status in the page's language ('pending' shows 'Pending'); a status
 * the portal does not know shows capitalised as it came ('in review' shows 'In review').
 */
export function StatusBadge({ status, icon, size = 'small', of = 'ticket' }: StatusBadgeProps) {
  const { t } = useSharedTranslation();
  const kind = statusKind(status);
  const colors = statusColors[kind];
  const text = (status ?? '').trim();
  const key = STATUS_KEYS.get(text.toLowerCase());
  const label = key ? t(`status.${key}`, { context: of }) : capitalise(text) || t('status.unknown');
  return (
    <Chip
      label={label}
      icon={icon}
      size={size}
      data-status={kind}
      sx={{
        color: colors.text,
        bgcolor: colors.background,
        border: `1px solid ${colors.border}`,
        fontWeight: 600,
        '& .MuiChip-icon': { color: colors.text },
      }}
    />
  );
}
