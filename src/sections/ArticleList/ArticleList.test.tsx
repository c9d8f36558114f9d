import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData, answerWithRows } from '../../../tests/support/contract-examples';
import { formatDate } from '../../i18n/i18n';
import { ArticleList } from './ArticleList';
import type { SectionProps } from '../section-props';

const articles = defaultExampleData('get', '/api/Information/getInfoByPage').records;
const show = (rows: SectionProps<'ArticleList'>['rows']) =>
  render(
    <MemoryRouter>
      <ArticleList
        section={{ id: 'news', component: 'ArticleList', show: 3 }}
        data={answerWithRows('records', articles)}
        rows={rows}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('ArticleList', () => {
  it('shows each article title linking to its detail page, with its thumbnail and date', () => {
    const { container } = show(articles.slice(0, 3));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const link = within(items[0]!).getByRole('link', { name: '江城市一季度城镇新增就业2.3万人' });
    expect(link.getAttribute('href')).toBe('/informationDetail?id=4021');
    expect(link.getAttribute('target')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/n2024/static/mock/news-1.png');
    expect(within(items[0]!).getByText(formatDate('zh-CN', 1788992800))).toBeTruthy();
  });

  it('opens an article with an http(s) link_url in a new window', () => {
    show(articles.slice(3, 4));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.jiangcheng.gov.cn/xwzx/bmdt/202608/t20260812_1032.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends a non-http link_url to the detail page, and copes without thumbnail or date', () => {
    const { container } = show([{ id: 9, title: '<b>公告</b>', link_url: 'javascript:alert(1)' }]);
    expect(screen.getByRole('link', { name: '公告' }).getAttribute('href')).toBe('/informationDetail?id=9');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('time')).toBeNull();
  });
});
