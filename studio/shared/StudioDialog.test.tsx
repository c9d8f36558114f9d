import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StudioDialog } from './StudioDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        历史版本
      </button>
      <StudioDialog open={open} onOpenChange={setOpen} title="历史版本">
        <p>版本列表</p>
      </StudioDialog>
    </>
  );
}

describe('the studio’s dialog frame', () => {
  it('gives the focus back to the button that opened it, on Escape and on 关闭', async () => {
    render(<Opener />);
    const button = screen.getByRole('button', { name: '历史版本' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '历史版本' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
