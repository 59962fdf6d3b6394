import { AUTOSAVE_DELAY, autosaveSettings } from '../features/tickets/hooks/use-autosave';

/**
 * For a test file about something else than autosave: on a busy machine its steps can be more
 * than 2 s apart, and a draft saved by itself in between would add calls the test does not
 * expect. The autosave's own tests (ticket-autosave.test.tsx) keep the real delay.
 */
export function holdAutosave() {
  beforeAll(() => {
    autosaveSettings.delay = 10 * 60 * 1000;
  });
  afterAll(() => {
    autosaveSettings.delay = AUTOSAVE_DELAY;
  });
}
