import { useCallback, useEffect, useRef, useState } from 'react';
import {
  attachmentsChanged,
  attachmentsUrl,
  UploadAborted,
  uploadFile,
  useAppDispatch,
} from '@inventor-portal/shared';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENTS_TOO_MANY,
  attachmentProblem,
} from '@inventor-portal/shared/schemas';

/** One file on its way: sending (with its progress), or stopped with the reason. */
export interface UploadItem {
  key: number;
  file: File;
  state: 'uploading' | 'failed' | 'refused';
  /** 0 to 1. */
  progress: number;
  /** The server's sentence (English: the panel translates it), or null for a network failure. */
  error: string | null;
}

/** What the panel says in its polite live region. */
export type UploadNews =
  | { kind: 'started'; count: number }
  | { kind: 'progress'; name: string; percent: number }
  | { kind: 'uploaded'; name: string }
  | { kind: 'failed'; name: string; error: string | null }
  | { kind: 'cancelled'; name: string };

interface Options {
  /** The ticket the files go to; null: ask `ensureTicketId` when files come. */
  ticketId: number | null;
  /** Makes the ticket the files go to (a draft on the create page); null when it cannot yet. */
  ensureTicketId?: () => Promise<number | null>;
  /** How many attachments the ticket has: the browser refuses what would pass the limit. */
  existing: number;
  onNews: (news: UploadNews) => void;
  /** No ticket could be made for the files (the form is not complete enough yet). */
  onNoTicket: () => void;
}

/** The first field error of a 400 answer (`{"file": ["..."]}`), else its `detail`. */
function answerError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const file = record.file;
  if (Array.isArray(file) && typeof file[0] === 'string') return file[0];
  return typeof record.detail === 'string' ? record.detail : null;
}

/** The announced progress steps: a quarter at a time, not every percent. */
const STEP = 25;

/**
 * The uploads of an attachments panel: several files at once, each with its progress, cancel
 * and retry. A file the server would refuse by its name or size, or one past the ticket's 20,
 * is refused here with the server's own sentence, without sending it. A file that went in
 * refreshes the ticket's list; its row then leaves the queue.
 */
export function useAttachmentUploads({
  ticketId,
  ensureTicketId,
  existing,
  onNews,
  onNoTicket,
}: Options) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const announced = useRef(new Map<number, number>());
  const news = useRef(onNews);
  news.current = onNews;

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const drop = (key: number) => setItems((list) => list.filter((item) => item.key !== key));

  const send = useCallback(
    async (key: number, file: File, ticket: number) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      announced.current.set(key, 0);
      try {
        const answer = await uploadFile({
          url: attachmentsUrl(ticket),
          file,
          signal: controller.signal,
          onProgress: (fraction) => {
            patch(key, { progress: fraction });
            const percent = Math.floor((fraction * 100) / STEP) * STEP;
            if (percent > (announced.current.get(key) ?? 0) && percent < 100) {
              announced.current.set(key, percent);
              news.current({ kind: 'progress', name: file.name, percent });
            }
          },
        });
        if (answer.status === 201) {
          drop(key);
          dispatch(attachmentsChanged(ticket));
          news.current({ kind: 'uploaded', name: file.name });
        } else {
          const error = answerError(answer.body);
          patch(key, { state: 'failed', error });
          news.current({ kind: 'failed', name: file.name, error });
        }
      } catch (err) {
        if (err instanceof UploadAborted) {
          drop(key);
          news.current({ kind: 'cancelled', name: file.name });
        } else {
          patch(key, { state: 'failed', error: null });
          news.current({ kind: 'failed', name: file.name, error: null });
        }
      } finally {
        controllers.current.delete(key);
      }
    },
    [dispatch],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const sending = items.filter((item) => item.state === 'uploading').length;
      let room = ATTACHMENT_LIMITS.perTicket - existing - sending;
      const queued: UploadItem[] = files.map((file) => {
        const key = nextKey.current++;
        const problem = attachmentProblem(file) ?? (room <= 0 ? ATTACHMENTS_TOO_MANY : null);
        if (problem === null) room -= 1;
        return {
          key,
          file,
          state: problem === null ? 'uploading' : 'refused',
          progress: 0,
          error: problem,
        };
      });
      const accepted = queued.filter((item) => item.state === 'uploading');
      let ticket = ticketId;
      if (accepted.length > 0 && ticket === null) ticket = (await ensureTicketId?.()) ?? null;
      if (accepted.length > 0 && ticket === null) {
        onNoTicket();
        setItems((list) => [...list, ...queued.filter((item) => item.state === 'refused')]);
        return;
      }
      setItems((list) => [...list, ...queued]);
      if (accepted.length > 0) news.current({ kind: 'started', count: accepted.length });
      queued
        .filter((item) => item.state === 'refused')
        .forEach((item) =>
          news.current({ kind: 'failed', name: item.file.name, error: item.error }),
        );
      if (ticket !== null) {
        const target = ticket;
        await Promise.all(accepted.map((item) => send(item.key, item.file, target)));
      }
    },
    [items, existing, ticketId, ensureTicketId, onNoTicket, send],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);

  const retry = useCallback(
    (key: number) => {
      const item = items.find((i) => i.key === key);
      if (!item || ticketId === null) return;
      patch(key, { state: 'uploading', progress: 0, error: null });
      news.current({ kind: 'started', count: 1 });
      void send(key, item.file, ticketId);
    },
    [items, ticketId, send],
  );

  const dismiss = useCallback((key: number) => drop(key), []);

  return { items, add, cancel, retry, dismiss };
}
