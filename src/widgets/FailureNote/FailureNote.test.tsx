import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeError, networkError } from '../../../sdk/errors';
import { FailureNote } from './FailureNote';

describe('FailureNote', () => {
  it("says the failure in the visitor's language inside the caller's sentence, and retries on a press", async () => {
    const retry = vi.fn();
    render(<FailureNote error={networkError()} retry={retry} busy={false} say={(r) => `最新职位加载失败：${r}`} />);
    expect(screen.getByRole('alert')).toHaveTextContent('最新职位加载失败：网络错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says a business error in the server's words, and cannot be pressed while the retry runs", () => {
    render(<FailureNote error={envelopeError(500, '今日预约已满')} retry={() => undefined} busy />);
    expect(screen.getByRole('alert')).toHaveTextContent('今日预约已满');
    expect(screen.getByRole('button', { name: '重试' })).toBeDisabled();
  });
});
