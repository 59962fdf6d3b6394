import Chip from '@mui/material/Chip';
import { clampLevel } from '../../lib/levels';

export interface LevelBadgeProps {
  kind: 'TRL' | 'CRL';
  value: number | null | undefined;
}

const TITLES = { TRL: 'Technology readiness level', CRL: 'Commercial readiness level' } as const;

/** 'TRL 7' / 'CRL 3', the level clamped to 0–9 (spec §9). */
export function LevelBadge({ kind, value }: LevelBadgeProps) {
  const level = clampLevel(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'TRL' ? 'primary' : 'secondary'}
      label={`${kind} ${level}`}
      title={`${TITLES[kind]}: ${level} of 9`}
      sx={{ fontWeight: 600 }}
    />
  );
}
