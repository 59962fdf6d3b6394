import Chip from '@mui/material/Chip';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { clampLevel, MAX_LEVEL } from '../../lib/levels';

export interface LevelBadgeProps {
  kind: 'TRL' | 'CRL';
  value: number | null | undefined;
}

/** 'TRL 7' / 'CRL 3', the level clamped to 0–9 (spec §9). */
export function LevelBadge({ kind, value }: LevelBadgeProps) {
  const { t } = usePatentsTranslation();
  const level = clampLevel(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'TRL' ? 'primary' : 'secondary'}
      label={
        kind === 'TRL' ? t('patentCards.trlBadge', { level }) : t('patentCards.crlBadge', { level })
      }
      title={
        kind === 'TRL'
          ? t('patentCards.trlTitle', { level, max: MAX_LEVEL })
          : t('patentCards.crlTitle', { level, max: MAX_LEVEL })
      }
      sx={{ fontWeight: 600 }}
    />
  );
}
