// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { primeRemoteData, seedRemoteData, useRemoteData } from './use-remote-data';

// The cache lives for the page load (module state), so each test asks under a key of its own.

/** A request whose answer the test gives when it chooses, as a slow network would. */
function pendingRequest<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A load that answers each call with the next request handed out, counting the calls. */
function loadFrom<T>(...requests: { promise: Promise<T> }[]) {
  let next = 0;
  return vi.fn(() => requests[next++].promise);
}

interface Team {
  sections: { title: string; members: string[] }[];
}
const drawnTeam: Team = { sections: [{ title: 'Office Bearers', members: ['Kavya Raman', 'Arjun Das'] }] };
const freshTeam: Team = {
  sections: [{ title: 'Office Bearers', members: ['Kavya Raman', 'Arjun Das', 'Meera Iyer'] }],
};

describe('useRemoteData', () => {
  test('the first render shows the value the page was drawn with, then the fresh answer replaces it', async () => {
    seedRemoteData('team:drawn', drawnTeam);
    const answer = pendingRequest<Team>();
    const load = loadFrom(answer);

    const { result } = renderHook(() => useRemoteData('team:drawn', load));

    expect(result.current.data).toEqual(drawnTeam);
    expect(result.current.answered).toBe(true);
    expect(result.current.loading).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve(freshTeam));
    expect(result.current.data).toEqual(freshTeam);
    expect(result.current.loading).toBe(false);
    expect(result.current.settled).toBe(true);
  });

  test('a screen opened again shows its last value at once and still asks for a fresh one', async () => {
    const first = pendingRequest<Team>();
    const second = pendingRequest<Team>();
    const loadTeam = loadFrom(first, second);

    const visit = renderHook(() => useRemoteData('team:revisit', loadTeam));
    expect(visit.result.current.data).toBeNull();
    expect(visit.result.current.answered).toBe(false);
    await act(async () => first.resolve(drawnTeam));
    visit.unmount();

    const again = renderHook(() => useRemoteData('team:revisit', loadTeam));
    expect(again.result.current.data).toEqual(drawnTeam);
    expect(again.result.current.loading).toBe(true);
    expect(loadTeam).toHaveBeenCalledTimes(2);
    await act(async () => second.resolve(freshTeam));
    expect(again.result.current.data).toEqual(freshTeam);
  });

  test('two cards asking for one key at once share one request', async () => {
    const answer = pendingRequest<number>();
    const load = loadFrom(answer);

    const pendingCard = renderHook(() => useRemoteData('dashboard:pending-payments', load));
    const totalCard = renderHook(() => useRemoteData('dashboard:pending-payments', load));
    await act(async () => answer.resolve(42));

    expect(load).toHaveBeenCalledTimes(1);
    expect(pendingCard.result.current.data).toBe(42);
    expect(totalCard.result.current.data).toBe(42);
  });

  test('a reload never takes the request already on its way, and a screen asking meanwhile shares the reload', async () => {
    const beforeTheChange = pendingRequest<Team>();
    const afterTheChange = pendingRequest<Team>();
    const load = loadFrom(beforeTheChange, afterTheChange);

    const page = renderHook(() => useRemoteData('team:reload', load));
    act(() => page.result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);

    const card = renderHook(() => useRemoteData('team:reload', load));
    expect(load).toHaveBeenCalledTimes(2);

    await act(async () => beforeTheChange.resolve(drawnTeam));
    expect(page.result.current.data).toBeNull();
    expect(page.result.current.loading).toBe(true);

    await act(async () => afterTheChange.resolve(freshTeam));
    expect(page.result.current.data).toEqual(freshTeam);
    expect(card.result.current.data).toEqual(freshTeam);
  });

  test('a load primed at start-up is taken by the first screen that asks, without a second request', async () => {
    const answer = pendingRequest<Team>();
    const primedLoad = loadFrom(answer);
    primeRemoteData('team:primed', primedLoad);
    primeRemoteData('team:primed', primedLoad);
    expect(primedLoad).toHaveBeenCalledTimes(1);

    const screenLoad = vi.fn(() => Promise.resolve(drawnTeam));
    const { result } = renderHook(() => useRemoteData('team:primed', screenLoad));
    await act(async () => answer.resolve(freshTeam));

    expect(screenLoad).not.toHaveBeenCalled();
    expect(result.current.data).toEqual(freshTeam);
  });

  test('a failure is reported as settled, and Try Again asks afresh and shows the answer', async () => {
    const offline = pendingRequest<Team>();
    const backOnline = pendingRequest<Team>();
    const load = loadFrom(offline, backOnline);
    const failure = new TypeError('Failed to fetch');

    const { result } = renderHook(() => useRemoteData('team:failure', load));
    await act(async () => offline.reject(failure));
    expect(result.current).toMatchObject({ data: null, error: failure, loading: false, settled: true, answered: true });

    act(() => result.current.reload());
    expect(result.current.error).toBeNull();
    expect(result.current.loading).toBe(true);
    await act(async () => backOnline.resolve(freshTeam));
    expect(result.current).toMatchObject({ data: freshTeam, error: null, loading: false });
  });

  test('with nothing to load (signed out) it neither asks nor shows a value kept for that key', () => {
    seedRemoteData('admin:devices:signed-out', [{ name: 'Registration desk 1' }]);

    const { result } = renderHook(() => useRemoteData<unknown[]>('admin:devices:signed-out', null));

    expect(result.current.data).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  test('in the render where the key changes the screen already reads as loading', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`payments ${key}`));
    const { result, rerender } = renderHook(
      ({ page }) => useRemoteData(`admin:payments:pending:${page}`, () => load(page)),
      {
        initialProps: { page: '1' },
      },
    );
    await waitFor(() => expect(result.current.settled).toBe(true));

    rerender({ page: '2' });
    expect(result.current.loading).toBe(true);
    expect(result.current.settled).toBe(false);
    await waitFor(() => expect(result.current.data).toBe('payments 2'));
    expect(result.current.loading).toBe(false);
  });
});
