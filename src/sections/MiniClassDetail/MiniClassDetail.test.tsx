import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { MiniClassDetail } from './MiniClassDetail';

type MiniClass = components['schemas']['MiniClassDetail'];
const lesson = defaultExampleData<MiniClass>('get', '/api/web/queryMiniClassById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('MiniClassDetail', () => {
  it('shows the title, date, views, cover and text', () => {
    renderSection(MiniClassDetail, { data: lesson });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('毕业生求职第一课：如何写好一份简历');
    expect(fact('发布时间')).toBe(formatDate('zh-CN', lesson.addtime));
    expect(fact('浏览次数')).toBe('862');
    expect(screen.getByRole('img', { name: lesson.title }).getAttribute('src')).toBe(
      '/n2024/static/mock/miniclass-41.png',
    );
    expect(screen.getByText(/简历的基本结构/).tagName).toBe('P');
  });

  it('links the video in a new window (a site path kept as a path)', () => {
    renderSection(MiniClassDetail, { data: lesson });
    const video = screen.getByRole('link', { name: /观看课程视频/ });
    expect(video.getAttribute('href')).toBe('/n2024/static/mock/miniclass-41.mp4');
    expect(video.getAttribute('target')).toBe('_blank');
    expect(video.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers no video link when there is none or its address is unsafe', () => {
    const { unmount } = renderSection(MiniClassDetail, { data: { ...lesson, video_url: undefined } });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderSection(MiniClassDetail, { data: { ...lesson, video_url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
