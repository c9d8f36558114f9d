import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import config from '../../../pages.config/portal.json';
import type { PortalConfig } from '../../config/portal-config';
import { localeStore } from '../../i18n/i18n';
import { PortalApp } from '../PortalApp';
import { PartBoundary } from './PartBoundary';

vi.mock('../../data/api-client', () => ({
  api: {
    call: () => new Promise(() => {}),
    get: () => new Promise(() => {}),
    inflight: { count: 0, subscribe: () => () => {} },
  },
  callsAsMember: () => false,
}));
// The layout's header and footer throw while drawing until the test mends them.
const broken = vi.hoisted(() => ({ header: false, footer: false }));
vi.mock('../Header/Header', () => ({
  Header: () => {
    if (broken.header) throw new Error('header broke');
    return <header>页头</header>;
  },
}));
vi.mock('../Footer/Footer', () => ({
  Footer: () => {
    if (broken.footer) throw new Error('footer broke');
    return <footer>页脚内容</footer>;
  },
}));

function Part() {
  if (broken.header) throw new Error('part broke');
  return <p>部件</p>;
}

describe('PartBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.header = false;
    broken.footer = false;
  });
  afterEach(() => {
    localeStore.locale = 'zh-CN';
    window.history.replaceState(null, '', '/');
  });

  it('says which part failed, in its place, and draws it again on retry', async () => {
    broken.header = true;
    const onRetry = vi.fn(() => {
      broken.header = false;
    });
    render(
      <PartBoundary name="care.toolbar" onRetry={onRetry}>
        <Part />
      </PartBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('关怀模式工具加载失败：请求失败！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('部件')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in the visitor’s language', () => {
    localeStore.locale = 'en';
    broken.header = true;
    render(
      <PartBoundary name="layout.header">
        <Part />
      </PartBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The header and menu could not be loaded');
  });

  it('shows nothing for a quiet part (the ad window)', () => {
    broken.header = true;
    const { container } = render(
      <PartBoundary name="layout.adWindow" quiet>
        <Part />
      </PartBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the page: a header or footer that throws is told in its place, the content and the other parts stay', async () => {
    window.history.replaceState(null, '', '/n2024/web/notice');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    broken.header = true;
    const { unmount } = render(<PortalApp config={config as unknown as PortalConfig} queryClient={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页头导航加载失败：请求失败！');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByText('页脚内容')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
    unmount();

    broken.header = false;
    broken.footer = true;
    render(<PortalApp config={config as unknown as PortalConfig} queryClient={client} />);
    expect(await screen.findByText('页头')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('页脚加载失败：请求失败！');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
