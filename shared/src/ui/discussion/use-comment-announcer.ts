import type { Comment } from '@inventor-portal/shared/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** What the composer tells the announcer about the caller's own comments. */
export interface OwnCommentEvents {
  /** A comment with this (trimmed) body is being sent: when it shows up it is not "new". */
  sending: (body: string) => void;
  /** It was saved: announced as sent. */
  sent: (body: string, comment: Comment) => void;
  /** It was refused. */
  failed: (body: string) => void;
}

export interface CommentAnnouncer {
  /** The live region's text: the latest comment that arrived, or the caller's own sent one. */
  message: string;
  own: OwnCommentEvents;
}

interface Texts {
  arrived: (comment: Comment) => string;
  sent: string;
}

/**
 * What the discussion's live region says. The thread as first loaded is not announced; a comment
 * that shows up afterwards (a live event, a refetch) is, unless it is the caller's own, which is
 * announced as sent instead.
 */
export function useCommentAnnouncer(
  comments: readonly Comment[] | undefined,
  texts: Texts,
): CommentAnnouncer {
  const seen = useRef<Set<number> | null>(null);
  const pending = useRef<string[]>([]);
  const [message, setMessage] = useState('');
  const { arrived: describe, sent: sentText } = texts;

  useEffect(() => {
    if (!comments) return;
    if (seen.current === null) {
      seen.current = new Set(comments.map((c) => c.id));
      return;
    }
    const known = seen.current;
    const fresh = comments.filter((c) => !known.has(c.id));
    fresh.forEach((c) => known.add(c.id));
    const others = fresh.filter((c) => !pending.current.includes(c.body.trim()));
    const latest = others[others.length - 1];
    if (latest) setMessage(describe(latest));
  }, [comments, describe]);

  const forget = useCallback((body: string) => {
    const at = pending.current.indexOf(body);
    if (at >= 0) pending.current.splice(at, 1);
  }, []);

  const own = useMemo<OwnCommentEvents>(
    () => ({
      sending: (body) => pending.current.push(body),
      sent: (body, comment) => {
        forget(body);
        seen.current?.add(comment.id);
        setMessage(sentText);
      },
      failed: forget,
    }),
    [forget, sentText],
  );

  return { message, own };
}
