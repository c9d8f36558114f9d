import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer, sessionClock } from '../service/session-clock';
import { SessionWarning } from './SessionWarning';
import { useSessionWarning } from './use-session-warning';

function Harness({ onTimedOut }: { onTimedOut: () => void }) {
  const { warning, keep, dismiss } = useSessionWarning(true, 30, onTimedOut);
  return <SessionWarning warning={warning} onKeep={keep} onDismiss={dismiss} />;
}

const MIN = 60_000;
let answers: { status: number; idleLeft: number }[];
const fetchMock = vi.fn(async () => {
  const next = answers.shift() ?? { status: 401, idleLeft: 0 };
  return new Response(JSON.stringify(next.status === 401 ? { code: 'session-timed-out' } : { name: 'anna' }), {
    status: next.status,
    headers: { 'x-studio-session': `idle=${next.idleLeft}, absolute=${600 * MIN}` },
  });
});
const sentIdle = (call: number) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
    'x-studio-idle'
  ];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  answers = [];
  // The last call of the person's: 30 minutes of idle life left.
  noteAnswer(200, `idle=${30 * MIN}, absolute=${600 * MIN}`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the warning before the idle time-out', () => {
  it('appears two minutes before; 继续工作 makes one call of the person’s, which extends the idle life', async () => {
    render(<Harness onTimedOut={vi.fn()} />);
    await advance(27 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MIN + 1_000);
    expect(screen.getByRole('dialog', { name: '会话即将超时' })).toHaveTextContent('草稿已自动保存');
    answers.push({ status: 200, idleLeft: 30 * MIN });
    fireEvent.click(screen.getByRole('button', { name: '继续工作' }));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentIdle(0)).toBe('0'); // the person's call: the server extends the idle life
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(20 * MIN); // the new end is 30 minutes after the click
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when nobody answers it, the studio asks at the end without extending, and a 401 ends the session', async () => {
    const onTimedOut = vi.fn();
    render(<Harness onTimedOut={onTimedOut} />);
    await advance(28 * MIN + 1_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(2 * MIN);
    expect(sentIdle(0)).toBe('1');
    expect(onTimedOut).toHaveBeenCalledOnce();
    expect(sessionClock.timedOut).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to someone who is working: a key pressed since the last call, and the studio tells the server', async () => {
    render(<Harness onTimedOut={vi.fn()} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    answers.push({ status: 200, idleLeft: 30 * MIN });
    await advance(28 * MIN + 1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentIdle(0)).toBe('0');
  });
});
