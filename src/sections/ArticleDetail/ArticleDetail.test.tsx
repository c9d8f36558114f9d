import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { ArticleDetail } from './ArticleDetail';

type Article = components['schemas']['ArticleDetail'];
const article = defaultExampleData<Article>('get', '/api/Information/getInfoById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ArticleDetail', () => {
  it('shows the title, date, source, views and the article text', () => {
    renderSection(ArticleDetail, { data: article });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(article.title);
    expect(fact('发布时间')).toBe(formatDate('zh-CN', article.addtime));
    expect(fact('来源')).toBe('江城市人力资源和社会保障局');
    expect(fact('浏览次数')).toBe('1024');
    expect(screen.getByText(/公开招聘事业单位工作人员218名/).tagName).toBe('P');
  });

  it('offers no original link when the article has none (the example has link_url "")', () => {
    renderSection(ArticleDetail, { data: article });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links an http(s) original in a new window and refuses a javascript: one', () => {
    const { unmount } = renderSection(ArticleDetail, {
      data: { ...article, link_url: 'https://rsj.jiangcheng.gov.cn/a/508' },
    });
    const link = screen.getByRole('link', { name: /查看原文/ });
    expect(link.getAttribute('href')).toBe('https://rsj.jiangcheng.gov.cn/a/508');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    unmount();
    renderSection(ArticleDetail, { data: { ...article, link_url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
