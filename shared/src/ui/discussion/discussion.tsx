import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetTicketCommentsInfiniteQuery } from '@inventor-portal/shared';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import type { Comment } from '@inventor-portal/shared/schemas';
import { VISUALLY_HIDDEN } from '@inventor-portal/shared/ui';
import { useCallback, useId, useMemo } from 'react';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { useCommentAnnouncer } from './use-comment-announcer';

export interface DiscussionProps {
  ticketId: number;
  /** A draft has no thread yet (API.md Part 2): nothing is shown for it. */
  isDraft?: boolean;
}

/**
 * A ticket's "Discussion" section, on the inventor's ticket detail and on the office's review
 * page: the thread oldest first (the office's "needs more information" messages included, the
 * server posts them as comments), a composer, and a live region announcing comments that
 * arrive while the page is open.
 */
export function Discussion({ ticketId, isDraft = false }: DiscussionProps) {
  return isDraft ? null : <DiscussionSection ticketId={ticketId} />;
}

/** Thread ids may repeat across pages while a new comment shifts them: each is shown once. */
function uniqueComments(pages: readonly { results: Comment[] }[]): Comment[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.results.filter((comment) => !seen.has(comment.id) && seen.add(comment.id)),
  );
}

function DiscussionSection({ ticketId }: { ticketId: number }) {
  const { t } = useSharedTranslation();
  const headingId = useId();
  const thread = useGetTicketCommentsInfiniteQuery(ticketId);
  const { data, isLoading, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    thread;
  const comments = useMemo(() => (data ? uniqueComments(data.pages) : undefined), [data]);
  const total = data?.pages[data.pages.length - 1]?.count ?? 0;
  const remaining = comments && hasNextPage ? Math.max(total - comments.length, 1) : 0;

  const arrived = useCallback(
    (comment: Comment) => t('discussion.announce.arrived', { name: comment.author.name }),
    [t],
  );
  const texts = useMemo(() => ({ arrived, sent: t('discussion.announce.sent') }), [arrived, t]);
  const { message, own } = useCommentAnnouncer(comments, texts);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2.5 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('discussion.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('discussion.description')}
      </Typography>
      <CommentThread
        comments={comments}
        remaining={remaining}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        onLoadMore={() => void fetchNextPage()}
        isLoadingMore={isFetchingNextPage}
      />
      <CommentComposer ticketId={ticketId} own={own} />
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
        {message}
      </Box>
    </Paper>
  );
}
