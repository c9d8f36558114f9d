import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import type { SectionOf } from '../../config/portal-config';
import { BannerCarousel } from './BannerCarousel';
import type { SectionProps } from '../section-props';

const ads = defaultExampleData('post', '/v1_0/home/ad/index');
const section = (
  options: SectionOf<'BannerCarousel'>['options'] = { intervalMs: 8000, height: 111 },
): SectionOf<'BannerCarousel'> => ({
  id: 'banner',
  component: 'BannerCarousel',
  options,
});
const show = (data: SectionProps<'BannerCarousel'>['data'] = ads, options?: SectionOf<'BannerCarousel'>['options']) =>
  render(
    <MemoryRouter>
      <BannerCarousel section={section(options)} data={data} rows={[]} search={new URLSearchParams()} />
    </MemoryRouter>,
  );
const shownSlide = () =>
  screen
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-label'))
    .filter((l) => l?.includes(' / '));
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the main banner above a carousel of the a2 banners, one at a time, each labelled n / total', () => {
    show();
    const carousel = screen.getByRole('region', { name: '首页横幅' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('img', { name: '2026年江城市“春风行动”' }).closest('a')?.getAttribute('href')).toBe(
      'https://rsj.jiangcheng.gov.cn/ztzl/cfxd2026/',
    );
    expect(shownSlide()).toEqual(['1 / 3']);
    expect(
      screen.getByRole('img', { name: '江城云帆信息技术有限公司 诚聘英才' }).closest('a')?.getAttribute('href'),
    ).toBe('/firmDetail?id=3012');
  });

  it('follows the click rule on every slide: company page, internal route, external link in a new window', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '第 2 张' }));
    expect(screen.getByRole('img', { name: '高校毕业生就业见习岗位征集' }).closest('a')?.getAttribute('href')).toBe(
      '/noticeDetail?id=1086',
    );
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    const external = screen.getByRole('img', { name: '根治欠薪 维护权益' }).closest('a')!;
    expect(external.getAttribute('href')).toBe('https://rsj.jiangcheng.gov.cn/ztzl/gzqx/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('advances every intervalMs and wraps around; previous goes back', () => {
    show();
    tick(7999);
    expect(shownSlide()).toEqual(['1 / 3']);
    tick(1);
    expect(shownSlide()).toEqual(['2 / 3']);
    tick(16000);
    expect(shownSlide()).toEqual(['1 / 3']);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownSlide()).toEqual(['3 / 3']);
    expect(screen.getByRole('button', { name: '第 3 张' }).getAttribute('aria-current')).toBe('true');
  });

  it('honours its options: interval and height', () => {
    const { container } = show(ads, { intervalMs: 3000, height: 200 });
    tick(3000);
    expect(shownSlide()).toEqual(['2 / 3']);
    expect((container.querySelector('[aria-live]') as HTMLElement).style.height).toBe('200px');
  });

  it('pauses while pointed at and while focus is inside, and resumes after', () => {
    show();
    const carousel = screen.getByRole('region');
    fireEvent.mouseEnter(carousel);
    tick(20000);
    expect(shownSlide()).toEqual(['1 / 3']);
    fireEvent.mouseLeave(carousel);
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    expect(shownSlide()).toEqual(['1 / 3']);
    tick(20000);
    expect(shownSlide()).toEqual(['1 / 3']);
    act(() => screen.getByRole('button', { name: '下一张' }).blur());
    tick(8000);
    expect(shownSlide()).toEqual(['2 / 3']);
  });

  it('stops with the pause button and starts again with play', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    tick(30000);
    expect(shownSlide()).toEqual(['1 / 3']);
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
    tick(8000);
    expect(shownSlide()).toEqual(['2 / 3']);
  });

  it('does not move by itself when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    show();
    tick(30000);
    expect(shownSlide()).toEqual(['1 / 3']);
    expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy();
  });

  it('shows a single banner without controls, and nothing at all when the slots are empty', () => {
    const one = { items: { 'QS_index_a2@web': [ads.items['QS_index_a2@web'][0]] } };
    const { unmount } = show(one);
    expect(shownSlide()).toEqual(['1 / 1']);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = show(defaultEmpty());
    expect(container.innerHTML).toBe('');
  });
});

function defaultEmpty() {
  return { items: { 'QS_index_a1@web': [], 'QS_index_a2@web': [], 'QS_index_a3@web': [] } };
}
