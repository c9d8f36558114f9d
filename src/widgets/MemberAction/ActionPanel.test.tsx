import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, renderWidget } from '../../../tests/support/action-test-utils';
import { ActionPanel } from './ActionPanel';

function Harness({ closedText, finish }: { closedText?: string; finish?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <ActionPanel
      label="报名"
      doneLabel="已报名"
      done={done}
      pending={false}
      onPress={() => setOpen(true)}
      outcome={done ? { kind: 'success' } : { kind: 'idle' }}
      successText="报名成功"
      failedText="报名失败"
      closedText={closedText}
      dialog={{ open, onOpenChange: setOpen, title: '报名表' }}
    >
      <button
        type="button"
        onClick={() => {
          if (finish) setDone(true);
          setOpen(false);
        }}
      >
        完成
      </button>
    </ActionPanel>
  );
}

describe('ActionPanel', () => {
  it('opens its dialog, and gives focus back to the button when it closes', async () => {
    const { user } = renderWidget(<Harness />);
    expect(button('报名')).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button('报名'));
    expect(await screen.findByRole('dialog', { name: '报名表' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('报名')).toHaveFocus();
  });

  it('gives focus to the answer when the action is done and its button disabled', async () => {
    const { user } = renderWidget(<Harness finish />);
    await user.click(button('报名'));
    await user.click(await screen.findByRole('button', { name: '完成' }));
    expect(button('已报名')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('报名成功');
    expect(screen.getByRole('status').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('says why instead of offering the button when the action is closed', () => {
    const onPress = vi.fn();
    renderWidget(<Harness closedText="招聘会已结束" />);
    expect(screen.getByText('招聘会已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '报名' })).toBeNull();
    expect(onPress).not.toHaveBeenCalled();
  });
});
