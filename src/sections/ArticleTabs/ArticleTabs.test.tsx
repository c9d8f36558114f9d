import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import type { SectionOf } from '../../config/portal-config';
import { ArticleTabs } from './ArticleTabs';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../data/api-client', () => ({ api: { call }, callsAsMember: () => false }));

const articles = defaultExampleData('get', '/v1_0/home/article/index');
const categories = defaultExampleData('get', '/v1_0/home/article/category').items as { id: number; name: string }[];
/** Another category's articles: the same rows retitled, so the list visibly changes. */
const inCategory = (cid: number) => ({
  total: 2,
  article_list: articles.article_list
    .slice(0, 2)
    .map((a: any) => ({ ...a, id: a.id + cid, title: `分类${cid}：${a.title}` })),
});

const section: SectionOf<'ArticleTabs'> = {
  id: 'news',
  component: 'ArticleTabs',
  source: { operation: 'homeArticleIndex' },
  pageSize: 3,
  show: 3,
  options: { categories: { operation: 'homeArticleCategory' } },
};

function show(config: SectionOf<'ArticleTabs'> = section) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ArticleTabs
          section={config}
          data={articles}
          rows={articles.article_list.slice(0, 3)}
          search={new URLSearchParams()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const titles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('ArticleTabs', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (op: string, init: { query: Record<string, unknown> }) =>
      op === 'homeArticleCategory' ? { items: categories } : inCategory(Number(init.query.cid)),
    );
  });

  it('shows the three articles it is given under "all", with the categories as tabs after it', async () => {
    show();
    expect(await screen.findByRole('tab', { name: categories[0]!.name })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', ...categories.map((c) => c.name)]);
    expect(tab('全部')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '全部' })).toBeInTheDocument();
    expect(titles()).toEqual(articles.article_list.slice(0, 3).map((a: any) => a.title));
    expect(call).toHaveBeenCalledTimes(1); // the categories; "all" came from the renderer
    expect(call).toHaveBeenCalledWith('homeArticleCategory', expect.anything());
  });

  it('asks the article list with the category picked and shows its articles', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: '政策解读' }));
    expect(tab('政策解读')).toHaveAttribute('aria-selected', 'true');
    expect(tab('全部')).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(titles()[0]).toMatch(/^分类2：/));
    expect(screen.getByRole('tabpanel', { name: '政策解读' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'homeArticleIndex',
      expect.objectContaining({ query: { cid: 2, pagesize: 3, page: 1 } }),
    );
    await user.click(tab('全部'));
    expect(titles()).toEqual(articles.article_list.slice(0, 3).map((a: any) => a.title));
  });

  it('moves between tabs with the arrow keys and shows a category on Enter only (manual activation)', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('tab', { name: categories[0]!.name });
    await user.tab();
    expect(tab('全部')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(categories[0]!.name)).toHaveFocus();
    expect(tab('全部')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab(categories.at(-1)!.name)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab(categories.at(-1)!.name)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(titles()[0]).toMatch(/^分类4：/));
  });

  it('tells a category without articles, and a failed one with a retry that recovers', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (op: string, init: { query: Record<string, unknown> }) => {
      if (op === 'homeArticleCategory') return { items: categories };
      if (init.query.cid === 1) return { total: 0, article_list: [] };
      if (init.query.cid === 3 && call.mock.calls.filter(([, i]) => i.query.cid === 3).length === 1)
        throw envelopeError(50009, '资讯服务维护中');
      return inCategory(Number(init.query.cid));
    });
    show();
    await user.click(await screen.findByRole('tab', { name: '就业资讯' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('暂无数据')).toBeInTheDocument();
    await user.click(tab('求职指南'));
    const alert = await within(screen.getByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent('求职指南加载失败：资讯服务维护中');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(titles()[0]).toMatch(/^分类3：/));
  });

  it('keeps the news as "all" without tabs when the categories fail, and tells it', async () => {
    call.mockImplementation(async (op: string) => {
      if (op === 'homeArticleCategory') throw envelopeError(50009, '分类服务维护中');
      throw new Error('not asked');
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('资讯分类加载失败：分类服务维护中');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows no tabs when no category source is configured or there are none', async () => {
    const { unmount } = show({ ...section, options: undefined });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(call).not.toHaveBeenCalled();
    unmount();
    call.mockResolvedValue({ items: [] });
    show();
    await waitFor(() => expect(call).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
  });
});
