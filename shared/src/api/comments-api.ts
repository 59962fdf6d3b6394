import type { Paged } from '../schemas/common';
import type { Comment, CommentInput } from '../schemas/conversation';
import { api } from './base-api';

/** Comments per page of a thread: most threads fit in one. */
export const COMMENTS_PAGE_SIZE = 20;

/** The thread of one ticket: a comment on it refreshes that thread and no other. */
export const commentsTag = (ticket: number) => ({ type: 'Comment' as const, id: ticket });

export interface AddTicketCommentArgs {
  ticket: number;
  body: CommentInput['body'];
}

/**
 * A ticket's conversation (API.md Part 2 "Conversation"), read by its inventors and the office:
 * pages oldest first, "load more" fetching the next (newer) page; every loaded page is fetched
 * again when the thread's tag is invalidated (a post, a decision, a live `comment` event).
 */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketComments: build.infiniteQuery<Paged<Comment>, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.next ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: ticket, pageParam }) => ({
        url: `/api/inventors/ticket/${ticket}/comments/`,
        params: { page: pageParam, page_size: COMMENTS_PAGE_SIZE },
      }),
      providesTags: (_result, _error, ticket) => [commentsTag(ticket)],
    }),
    addTicketComment: build.mutation<Comment, AddTicketCommentArgs>({
      query: ({ ticket, body }) => ({
        url: `/api/inventors/ticket/${ticket}/comments/`,
        method: 'POST',
        body: { body },
      }),
      // The new comment shows at once at the end of a fully loaded thread; the refetch the tag
      // triggers then brings the thread exactly as the server has it.
      async onQueryStarted({ ticket }, { dispatch, queryFulfilled }) {
        try {
          const { data: comment } = await queryFulfilled;
          dispatch(
            commentsApi.util.updateQueryData('getTicketComments', ticket, (thread) => {
              const last = thread.pages[thread.pages.length - 1];
              const known = thread.pages.some((page) =>
                page.results.some((c) => c.id === comment.id),
              );
              if (last && last.next === null && !known) {
                last.results.push(comment);
                thread.pages.forEach((page) => (page.count += 1));
              }
            }),
          );
        } catch {
          // The composer shows the error.
        }
      },
      invalidatesTags: (_result, error, { ticket }) => (error ? [] : [commentsTag(ticket)]),
    }),
  }),
});

export const { useGetTicketCommentsInfiniteQuery, useAddTicketCommentMutation } = commentsApi;
