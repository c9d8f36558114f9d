import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { AdvertRow } from './AdvertRow';
import type { SectionProps } from '../section-props';

const ads = defaultExampleData('post', '/v1_0/home/ad/index');
const show = (data: SectionProps<'AdvertRow'>['data']) =>
  render(
    <MemoryRouter>
      <AdvertRow
        section={{ id: 'adverts', component: 'AdvertRow' }}
        data={data}
        rows={[]}
        search={new URLSearchParams()}
      />
    </MemoryRouter>,
  );

describe('AdvertRow', () => {
  it('shows the three a3 adverts with their images, linked by the banner click rule', () => {
    show(ads);
    const list = screen.getByRole('list', { name: '推荐广告' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/firmDetail?id=3007',
      '/teacherDetail?id=3',
      'https://rsj.jiangcheng.gov.cn/bsfw/cydb/',
    ]);
    expect(links[2]!.getAttribute('target')).toBe('_blank');
    expect(within(links[0]!).getByRole('img').getAttribute('alt')).toBe('江城长荣汽车零部件有限公司');
    expect(within(links[0]!).getByRole('img').getAttribute('src')).toBe('/n2024/static/mock/advert-a3-1.png');
  });

  it('never shows more than three, and an advert that leads nowhere is a plain image', () => {
    const four = [
      ...ads.items['QS_index_a3@web'],
      { title: '第四条', image_src: { image: '/d.png' }, web_link_url: 'javascript:alert(1)' },
    ];
    const noLink = { title: '无链接', image_src: { image: '/e.png' }, web_link_url: 'javascript:alert(1)' };
    const { unmount } = show({ items: { 'QS_index_a3@web': four } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    show({ items: { 'QS_index_a3@web': [noLink] } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: '无链接' })).toBeTruthy();
  });

  it('renders nothing when the slot is empty', () => {
    const { container } = show({ items: { 'QS_index_a3@web': [] } });
    expect(container.innerHTML).toBe('');
  });
});
