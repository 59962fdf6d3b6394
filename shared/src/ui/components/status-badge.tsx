import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusColors, type StatusColorKey } from '../theme/palette';

export interface StatusBadgeProps {
  status: string | null | undefined;
  icon?: ChipProps['icon'];
  size?: ChipProps['size'];
}

/** Kind of status for colouring: pending yellow, approved green, refused red, other grey. */
export function statusKind(status: string | null | undefined): StatusColorKey {
  const value = (status ?? '').trim().toLowerCase();
  return value === 'pending' || value === 'approved' || value === 'refused' ? value : 'other';
}

export const capitalise = (text: string): string =>
  text === '' ? text : text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** A coloured pill with the status capitalised ('pending' shows 'Pending'). */
export function StatusBadge({ status, icon, size = 'small' }: StatusBadgeProps) {
  const kind = statusKind(status);
  const colors = statusColors[kind];
  const label = capitalise((status ?? '').trim()) || 'Unknown';
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
