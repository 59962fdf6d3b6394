import type { TicketFormValues } from './ticket-form-values';

/**
 * The last unsent form of this browser, kept in localStorage on every change so that a reload,
 * a crash or a dead network loses nothing. The drawing (a File) cannot be kept there.
 */
export type StoredFormValues = Omit<TicketFormValues, 'drawings'>;

export interface StoredDraft {
  values: StoredFormValues;
  /** The draft ticket the autosave created on the server (create form), if any. */
  ticketId: number | null;
  /** When the values were kept (ISO). */
  savedAt: string;
}

const PREFIX = 'inventor-portal:ticket-draft:';

/** 'create' for the create form, else the ticket being edited. */
export type DraftSlot = 'create' | number;

const keyOf = (slot: DraftSlot) => `${PREFIX}${slot === 'create' ? 'create' : `edit-${slot}`}`;

const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isStoredDraft(value: unknown): value is StoredDraft {
  return (
    isRecord(value) &&
    isRecord(value.values) &&
    typeof value.values.title === 'string' &&
    typeof value.savedAt === 'string' &&
    (value.ticketId === null || typeof value.ticketId === 'number')
  );
}

export function readDraft(slot: DraftSlot): StoredDraft | null {
  const raw = storage()?.getItem(keyOf(slot));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(slot: DraftSlot, draft: StoredDraft): void {
  try {
    storage()?.setItem(keyOf(slot), JSON.stringify(draft));
  } catch {
    // Quota full: the server copy (when there is one) still holds the text.
  }
}

export function clearDraft(slot: DraftSlot): void {
  storage()?.removeItem(keyOf(slot));
}

export function storedValues(values: TicketFormValues): StoredFormValues {
  const { drawings: _drawing, ...rest } = values;
  return rest;
}
