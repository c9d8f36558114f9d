import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import config from '../../../pages.config/portal.json';
import type { PortalConfig } from '../../config/portal-config';
import { localeStore } from '../../i18n/i18n';
import { PortalApp } from '../PortalApp';
import { RootErrorBoundary } from './RootErrorBoundary';

vi.mock('../../data/api-client', () => ({
  api: {
    call: () => new Promise(() => {}),
    get: () => new Promise(() => {}),
    inflight: { count: 0, subscribe: () => () => {} },
  },
}));
// The layout's header throws while drawing until the test mends it.
const broken = vi.hoisted(() => ({ header: false }));
vi.mock('../Header/Header', () => ({
  Header: () => {
    if (broken.header) throw new Error('header broke');
    return <header>页头</header>;
  },
}));

function Throws(): never {
  throw new Error('layout broke');
}

describe('RootErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.header = false;
  });
  afterEach(() => {
    localeStore.locale = 'zh-CN';
    window.history.replaceState(null, '', '/');
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

  it('sits above the portal’s layout: a header that throws leaves the message, not a blank page', async () => {
    window.history.replaceState(null, '', '/n2024/web/notice');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = render(<PortalApp config={config as unknown as PortalConfig} queryClient={client} />);
    expect(await screen.findByText('页头')).toBeInTheDocument();
    unmount();

    broken.header = true;
    render(<PortalApp config={config as unknown as PortalConfig} queryClient={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    expect(screen.queryByText('页头')).not.toBeInTheDocument();
  });
});
