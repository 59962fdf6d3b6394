import Typography from '@mui/material/Typography';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import type { ContributionSummary } from '../../lib/contributions';

/** The live total under the split: what is still to assign, or how much too many. */
export function ContributionTotal({ summary }: { summary: ContributionSummary }) {
  const { t } = useTicketsTranslation();
  const { empty, total, remaining, problem } = summary;
  let text: string;
  if (empty) text = t('form.contributions.notGiven');
  else if (remaining > 0) text = t('form.contributions.left', { total, count: remaining });
  else if (remaining < 0) text = t('form.contributions.tooMany', { total, count: -remaining });
  else text = t('form.contributions.complete');
  const color = empty ? 'text.secondary' : problem ? 'error' : 'success.main';
  return (
    <Typography
      variant="body2"
      role="status"
      aria-live="polite"
      color={color}
      sx={{ fontWeight: empty ? 400 : 600 }}
      data-testid="contribution-total"
    >
      {text}
    </Typography>
  );
}
