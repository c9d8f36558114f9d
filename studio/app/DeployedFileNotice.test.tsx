import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeployedFileNotice } from './DeployedFileNotice';

const answering = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toMatch(/\/studio\/api\/deployed-file$/);
      return new Response(JSON.stringify(body), { status });
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the deployed file notice', () => {
  it('names a broken server file and each of its problems', async () => {
    answering({
      status: 'broken',
      file: '/srv/portal/dist/portal.config.json',
      problems: ['portal.config.json at /pages/home/sections/0/component: there is no component "NoSuchList".'],
      at: '2026-11-28T02:00:00Z',
    });
    render(<DeployedFileNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器上的配置文件 portal.config.json 被改坏了：没有发布');
    expect(alert).toHaveTextContent('there is no component "NoSuchList"');
  });

  it('says once that a server change was published, and can be closed', async () => {
    answering({ status: 'taken-in', version: 'v9', at: '2026-11-28T02:00:00Z' });
    render(<DeployedFileNotice />);
    expect(await screen.findByText(/已于 .* 作为新版本发布/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText(/作为新版本发布/)).not.toBeInTheDocument();
  });

  it('shows nothing while the file is as taken in, or when the service cannot say', async () => {
    answering({ status: 'unchanged' });
    const { container, unmount } = render(<DeployedFileNotice />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();
    answering({ message: 'sign in first' }, 401);
    const again = render(<DeployedFileNotice />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(again.container).toBeEmptyDOMElement();
  });
});
