import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay, SHOW_DELAY_MS, type Inflight } from './LoadingOverlay';

/** A stand-in for api.inflight. */
function counter(start = 0) {
  let count = start;
  const listeners = new Set<(n: number) => void>();
  const inflight: Inflight = {
    get count() {
      return count;
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const set = (n: number) =>
    act(() => {
      count = n;
      listeners.forEach((l) => l(n));
    });
  return { inflight, set, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const overlay = () => screen.queryByRole('progressbar', { name: '正在加载' });

describe('LoadingOverlay (spec s4)', () => {
  it('shows only after the delay while calls are in flight, and goes when the last one settles', () => {
    const c = counter();
    render(<LoadingOverlay inflight={c.inflight} />);
    c.set(2);
    act(() => vi.advanceTimersByTime(SHOW_DELAY_MS - 1));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeInTheDocument();
    c.set(1);
    expect(overlay()).toBeInTheDocument();
    c.set(0);
    expect(overlay()).toBeNull();
  });

  it('never flashes for a call faster than the delay, and starts the delay afresh for the next one', () => {
    const c = counter();
    render(<LoadingOverlay inflight={c.inflight} />);
    c.set(1);
    act(() => vi.advanceTimersByTime(SHOW_DELAY_MS - 50));
    c.set(0);
    c.set(1);
    act(() => vi.advanceTimersByTime(SHOW_DELAY_MS - 50));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(overlay()).toBeInTheDocument();
  });

  it('counts calls already in flight when it mounts, and unsubscribes when it unmounts', () => {
    const c = counter(1);
    const { unmount } = render(<LoadingOverlay inflight={c.inflight} />);
    act(() => vi.advanceTimersByTime(SHOW_DELAY_MS));
    expect(overlay()).toBeInTheDocument();
    unmount();
    expect(c.listeners.size).toBe(0);
  });
});
