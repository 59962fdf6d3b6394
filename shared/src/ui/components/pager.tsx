import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  /** Total number of items (the list response's `count`). */
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Icon buttons instead of 'Previous' / 'Next' text buttons (e.g. in the notification menu). */
  compact?: boolean;
  disabled?: boolean;
}

/** Number of pages, at least 1 (an empty list is 'Page 1 of 1'). */
export const pageCountOf = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));

/** Previous / Next buttons around 'Page X of Y'. */
export function Pager({
  page,
  count,
  pageSize,
  onPageChange,
  compact = false,
  disabled = false,
}: PagerProps) {
  const { t } = useSharedTranslation();
  const pages = pageCountOf(count, pageSize);
  const prevDisabled = disabled || page <= 1;
  const nextDisabled = disabled || page >= pages;
  const label = t('pager.pageOf', { page, pages });
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 2} alignItems="center" justifyContent="center">
      {compact ? (
        <IconButton
          aria-label={t('pager.previousPage')}
          size="small"
          disabled={prevDisabled}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          aria-label={t('pager.previousPage')}
          startIcon={<ChevronLeftIcon />}
          disabled={prevDisabled}
          onClick={() => onPageChange(page - 1)}
        >
          {t('pager.previous')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {label}
      </Typography>
      {compact ? (
        <IconButton
          aria-label={t('pager.nextPage')}
          size="small"
          disabled={nextDisabled}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          aria-label={t('pager.nextPage')}
          endIcon={<ChevronRightIcon />}
          disabled={nextDisabled}
          onClick={() => onPageChange(page + 1)}
        >
          {t('pager.next')}
        </Button>
      )}
    </Stack>
  );
}
