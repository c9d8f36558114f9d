import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore } from '../../i18n/i18n';
import { RootErrorBoundary } from './RootErrorBoundary';

function Throws(): never {
  throw new Error('layout broke');
}

describe('RootErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    localeStore.locale = 'zh-CN';
  });

  it('replaces a layout that throws with a plain message and a focused reload button', async () => {
    const reload = vi.fn();
    render(
      <RootErrorBoundary reload={reload}>
        <Throws />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了抱歉，页面暂时无法显示，请刷新页面后再试。');
    const button = screen.getByRole('button', { name: '刷新页面' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks the visitor’s language', () => {
    localeStore.locale = 'en';
    render(
      <RootErrorBoundary reload={() => {}}>
        <Throws />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('draws its children while nothing throws', () => {
    render(
      <RootErrorBoundary>
        <p>门户</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('门户')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
