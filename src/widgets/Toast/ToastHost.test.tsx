import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, EXCEPTION_TOAST_MS, showToast, TOAST_MS, toasts } from './toasts';
import { ToastHost } from './ToastHost';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of [...toasts.list]) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a notice in a polite status region and removes it when its time is up', async () => {
    render(<ToastHost />);
    const region = screen.getByRole('status', { name: '消息提示' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await act(async () => void showToast('服务器内部错误', EXCEPTION_TOAST_MS));
    expect(region).toHaveTextContent('服务器内部错误');
    await act(() => vi.advanceTimersByTimeAsync(EXCEPTION_TOAST_MS - 1));
    expect(region).toHaveTextContent('服务器内部错误');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('does not repeat a notice that is still showing, but shows it again once it has gone', async () => {
    render(<ToastHost />);
    await act(async () => void showToast('网络错误！请稍后重试'));
    expect(showToast('网络错误！请稍后重试')).toBeNull();
    await act(async () => void showToast('服务异常！'));
    expect(screen.getAllByRole('button', { name: '关闭提示' })).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS));
    expect(toasts.list).toEqual([]);
    await act(async () => void showToast('网络错误！请稍后重试'));
    expect(screen.getByRole('status')).toHaveTextContent('网络错误！请稍后重试');
  });

  it('can be dismissed by the visitor', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<ToastHost />);
    await act(async () => void showToast('服务异常！'));
    await user.click(screen.getByRole('button', { name: '关闭提示' }));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });
});
