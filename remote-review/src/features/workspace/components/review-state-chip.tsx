import Chip from '@mui/material/Chip';
import type { ReviewState } from '@inventor-portal/shared/schemas';
import { useReviewTranslation } from '@remote-review/i18n';

const COLOR = {
  // Outlined info and warning chips miss the contrast ratio on white (axe): neutral and primary.
  invited: 'default',
  in_progress: 'primary',
  conflicted: 'default',
  submitted: 'success',
} as const;

/** An assignment's state as a labelled chip (the text, not only the colour, says it). */
export function ReviewStateChip({ state }: { state: ReviewState }) {
  const { t } = useReviewTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[state]} label={t(`state.${state}`)} />;
}
