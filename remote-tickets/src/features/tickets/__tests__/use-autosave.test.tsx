import { act, renderHook } from '@testing-library/react';
import { useAutosave, type AutosaveOptions, type SaveOutcome } from '../hooks/use-autosave';

type Props = Partial<AutosaveOptions<string>>;

function setup(save: jest.Mock<Promise<SaveOutcome>, [string, { keepalive: boolean }]>) {
  const keepLocally = jest.fn();
  const initial: AutosaveOptions<string> = {
    values: '',
    changed: false,
    keepLocally,
    saveToServer: save,
    sendable: true,
    paused: false,
    delay: 2000,
  };
  const hook = renderHook((props: Props) => useAutosave<string>({ ...initial, ...props }), {
    initialProps: {},
  });
  const type = (values: string) => hook.rerender({ values, changed: true });
  return { hook, keepLocally, type };
}

/** Lets the save's promise chain settle under fake timers. */
const settle = () => act(async () => {});

describe('useAutosave', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2026, 0, 5, 10, 41, 57));
  });
  afterEach(() => jest.useRealTimers());

  it('keeps every change on the device at once and saves 2 s after typing stops', async () => {
    const save = jest.fn<Promise<SaveOutcome>, [string, { keepalive: boolean }]>(
      async () => 'saved',
    );
    const { hook, keepLocally, type } = setup(save);
    type('S');
    type('So');
    expect(keepLocally).toHaveBeenLastCalledWith('So');
    act(() => jest.advanceTimersByTime(1500));
    type('Sol');
    act(() => jest.advanceTimersByTime(1999));
    expect(save).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Sol', { keepalive: false });
    expect(hook.result.current.status).toEqual({ kind: 'saving' });
    await settle();
    const status = hook.result.current.status;
    expect(status.kind).toBe('saved');
    // 10:41:57 + 3.5 s of typing and waiting: 'Saved at 10:42'.
    expect(status.kind === 'saved' && status.at.getHours()).toBe(10);
    expect(status.kind === 'saved' && status.at.getMinutes()).toBe(42);
  });

  it('retries with a growing delay while the network is down, then saves', async () => {
    const outcomes: SaveOutcome[] = ['network', 'network', 'saved'];
    const save = jest.fn<Promise<SaveOutcome>, [string, { keepalive: boolean }]>(
      async () => outcomes.shift() ?? 'saved',
    );
    const { hook, type } = setup(save);
    type('Solar');
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(hook.result.current.status).toEqual({ kind: 'retrying', attempt: 1 });
    // Typing on meanwhile does not hurry the retry.
    type('Solar ink');
    act(() => jest.advanceTimersByTime(1999));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('Solar ink', { keepalive: false });
    await settle();
    expect(hook.result.current.status).toEqual({ kind: 'retrying', attempt: 2 });
    act(() => jest.advanceTimersByTime(3999));
    expect(save).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(save).toHaveBeenCalledTimes(3);
    expect(hook.result.current.status.kind).toBe('saved');
  });

  it('saves at once when the page is hidden, and with keepalive when it is left', async () => {
    const save = jest.fn<Promise<SaveOutcome>, [string, { keepalive: boolean }]>(
      async () => 'saved',
    );
    const { type } = setup(save);
    type('Solar');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(save).toHaveBeenCalledWith('Solar', { keepalive: false });
    await settle();
    type('Solar ink');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(save).toHaveBeenLastCalledWith('Solar ink', { keepalive: true });
    await settle();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('keeps values the server would refuse on the device only, and says so', async () => {
    const save = jest.fn<Promise<SaveOutcome>, [string, { keepalive: boolean }]>(
      async () => 'saved',
    );
    const { hook, keepLocally } = setup(save);
    hook.rerender({ values: 'S', changed: true, sendable: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(save).not.toHaveBeenCalled();
    expect(keepLocally).toHaveBeenCalledWith('S');
    expect(hook.result.current.status.kind).toBe('device');
  });

  it('does not retry a save the server refused (4xx)', async () => {
    const save = jest.fn<Promise<SaveOutcome>, [string, { keepalive: boolean }]>(
      async () => 'rejected',
    );
    const { hook, type } = setup(save);
    type('Solar');
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    act(() => jest.advanceTimersByTime(60000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status.kind).toBe('device');
  });
});
