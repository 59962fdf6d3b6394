import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-final-form';
import { useAutosave, type Autosave, type SaveOutcome } from '../../hooks/use-autosave';
import {
  clearDraft,
  storedValues,
  writeDraft,
  type DraftSlot,
  type StoredFormValues,
} from '../../lib/draft-storage';
import type { TicketFormValues } from '../../lib/ticket-form-values';
import { AutosaveStatus } from './autosave-status';

export interface TicketAutosaveConfig {
  slot: DraftSlot;
  /** Values that need no keeping (the empty form, or the ticket as loaded). */
  baseline: TicketFormValues;
  /** null: kept on this device only (an edit of a submitted ticket). */
  saveToServer:
    ((values: TicketFormValues, options: { keepalive: boolean }) => Promise<SaveOutcome>) | null;
  /** The server draft the autosave made, kept beside the values. */
  getTicketId: () => number | null;
  /** Lets the page wait for, and forget, the autosave around an explicit submit. */
  controller: RefObject<Autosave | null>;
  /** 'Clear' was pressed: the page forgets its draft too. */
  onClear?: () => void;
}

const sameValues = (a: StoredFormValues, b: StoredFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Inside the form: watches its values and keeps them (device + server) as they change. */
export function TicketAutosave({
  config,
  paused,
}: {
  config: TicketAutosaveConfig;
  paused: boolean;
}) {
  const { values, dirty, valid } = useFormState<TicketFormValues>({
    subscription: { values: true, dirty: true, valid: true },
  });
  // Once typed into, the form stays worth keeping, even when emptied again (that is kept too).
  const touched = useRef(false);
  if (dirty) touched.current = true;
  const { slot, baseline, getTicketId } = config;

  const keepLocally = useCallback(
    (next: TicketFormValues) => {
      const stored = storedValues(next);
      if (sameValues(stored, storedValues(baseline)) && getTicketId() === null) {
        clearDraft(slot);
        return;
      }
      writeDraft(slot, {
        values: stored,
        ticketId: getTicketId(),
        savedAt: new Date().toISOString(),
      });
    },
    [slot, baseline, getTicketId],
  );

  const autosave = useAutosave<TicketFormValues>({
    values,
    changed: touched.current,
    keepLocally,
    saveToServer: config.saveToServer,
    sendable: valid === true,
    paused,
  });
  const { controller } = config;
  useEffect(() => {
    controller.current = autosave;
  }, [controller, autosave]);

  return <AutosaveStatus status={autosave.status} />;
}
