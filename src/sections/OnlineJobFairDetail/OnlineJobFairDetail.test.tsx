import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../sdk/schema';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { renderSection } from '../../../tests/support/section-render';
import { formatDate } from '../../i18n/i18n';
import { OnlineJobFairDetail } from './OnlineJobFairDetail';

type Fair = components['schemas']['OnlineJobFairDetail'];
const fair = defaultExampleData<Fair>('get', '/api/V2/jobfairOnline/queryOnlineJobFairById');
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OnlineJobFairDetail', () => {
  it('shows the title, cover, period, status in words, organiser, size and introduction', () => {
    renderSection(OnlineJobFairDetail, { data: fair });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026年江城市“金秋送岗”网络招聘会');
    const cover = screen.getByRole('img', { name: '2026年江城市“金秋送岗”网络招聘会' });
    expect(cover.getAttribute('src')).toBe('/n2024/static/mock/online-fair-112.png');
    expect(cover.getAttribute('height')).toBe('360');
    expect(fact('举办时间')).toBe(
      `${formatDate('zh-CN', fair.holddateStart)} – ${formatDate('zh-CN', fair.holddateEnd)}`,
    );
    expect(fact('状态')).toBe('进行中');
    expect(fact('主办单位')).toBe('江城市人力资源和社会保障局');
    expect(fact('参会企业')).toBe('215');
    expect(fact('招聘岗位')).toBe('3260');
    expect(screen.getByText(/线上展示岗位3000余个/).tagName).toBe('P');
  });

  it('offers joining a running fair, shows a join the backend reports, and no join once it has ended', () => {
    const soon = Math.floor(Date.now() / 1000) + 7 * 86400;
    const running = { ...fair, status: 1 as const, holddateEnd: soon };
    const { unmount } = renderSection(OnlineJobFairDetail, { data: running });
    expect(screen.getByRole('button', { name: '参加网络招聘会' })).toBeEnabled();
    unmount();
    const second = renderSection(OnlineJobFairDetail, { data: { ...running, joined: 1 } });
    expect(screen.getByRole('button', { name: '已参会' })).toBeDisabled();
    second.unmount();
    renderSection(OnlineJobFairDetail, { data: { ...running, status: 2 } });
    expect(screen.getByText('招聘会已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '参加网络招聘会' })).toBeNull();
  });

  it('names the other statuses', () => {
    const { unmount } = renderSection(OnlineJobFairDetail, { data: { ...fair, status: 0 } });
    expect(fact('状态')).toBe('未开始');
    unmount();
    renderSection(OnlineJobFairDetail, { data: { ...fair, status: 2, thumb: undefined, introduction: undefined } });
    expect(fact('状态')).toBe('已结束');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('招聘会介绍')).toBeNull();
  });
});
