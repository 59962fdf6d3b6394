import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@inventor-portal/shared';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import type { Comment } from '@inventor-portal/shared/schemas';
import { ErrorPanel } from '@inventor-portal/shared/ui';
import { CommentItem } from './comment-item';

export interface CommentThreadProps {
  /** Undefined until the first page is in. */
  comments: Comment[] | undefined;
  /** Comments on the server not loaded yet (newer than the last one shown). */
  remaining: number;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  isLoadingMore: boolean;
}

/** The thread, oldest first: loading, failure and empty states, then "show more". */
export function CommentThread(props: CommentThreadProps) {
  const { comments, remaining, isLoading, error, onRetry, onLoadMore, isLoadingMore } = props;
  const { t } = useSharedTranslation();

  if (isLoading) {
    return (
      <Box
        role="status"
        aria-busy="true"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('discussion.loading')}</Typography>
      </Box>
    );
  }
  if (!comments) {
    return (
      <ErrorPanel
        title={t('discussion.loadFailure')}
        message={getErrorMessage(error, t('discussion.tryAgain'))}
        onRetry={onRetry}
      />
    );
  }
  if (comments.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('discussion.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Box
        component="ol"
        role="list"
        aria-label={t('discussion.thread')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Box>
      {remaining > 0 ? (
        <Button onClick={onLoadMore} disabled={isLoadingMore} sx={{ mt: 1.5 }}>
          {isLoadingMore
            ? t('discussion.loadingMore')
            : t('discussion.loadMore', { count: remaining })}
        </Button>
      ) : null}
    </>
  );
}
