import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import type { ConfirmationState } from '@inventor-portal/shared/schemas';
import { useTicketsTranslation } from '@remote-tickets/i18n';

const ICONS = {
  confirmed: <CheckCircleOutlineIcon />,
  pending: <HourglassEmptyIcon />,
  declined: <HighlightOffIcon />,
} as const;
const COLORS = { confirmed: 'success', pending: 'warning', declined: 'error' } as const;

/** Confirmed (green), pending (amber) or declined (red), with an icon so colour is not alone. */
export function ConfirmationChip({ state }: { state: ConfirmationState }) {
  const { t } = useTicketsTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      icon={ICONS[state]}
      label={t(`attestation.states.${state}`)}
    />
  );
}
