import { afterEach, describe, expect, it, vi } from 'vitest';
import * as flow from '../../session/account-flow';
import { answer, dialogs } from '../Dialog/dialogs';
import { logOut } from './log-out';

vi.mock('../../session/account-flow', () => ({ signOut: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.clearAllMocks();
  dialogs.queue.splice(0);
});

describe('logOut', () => {
  it('confirms, signs out, then reloads the page', async () => {
    const reload = vi.fn();
    const done = logOut(reload);
    expect(dialogs.queue[0]).toMatchObject({
      kind: 'confirm',
      title: '退出登录',
      confirmLabel: '退出登录',
      cancelLabel: '取消',
    });
    expect(flow.signOut).not.toHaveBeenCalled();
    answer(dialogs.queue[0]!.id, true);
    await expect(done).resolves.toBe(true);
    expect(flow.signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the visitor cancels', async () => {
    const reload = vi.fn();
    const done = logOut(reload);
    answer(dialogs.queue[0]!.id, false);
    await expect(done).resolves.toBe(false);
    expect(flow.signOut).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
