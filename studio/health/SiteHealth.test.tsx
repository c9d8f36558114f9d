// 站点体检 in the studio (decision 051): the toolbar's dialog, the block of the publish dialog and the review detail's,
// with the service's answer said in Chinese: the 提醒 naming each section (前往修改 leading to it), 没有提醒, and 体检暂时无法完成 with 重试.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { PublishDialog } from '../app/PublishDialog';
import { setAt } from '../model/edits';
import { apply, loadPublished, studio } from '../model/studio-store';
import { forgetDraft } from '../service/draft-sync';
import type { SiteHealthReport } from '../../src/config/site-health-report';
import { ReviewHealth } from './ReviewHealth';
import { SiteHealthButton } from './SiteHealthButton';

const published = portal as unknown as PortalConfig;
const notices = { id: 'notices', component: 'NoticeList', title: { 'zh-CN': '通知公告', en: 'Notices' } };
const REPORT: SiteHealthReport = {
  checkedAt: '2026-11-26T08:00:00.000Z',
  links: { found: 8, checked: 8 },
  findings: [
    { kind: 'homeStale', since: '2026-11-06T02:00:00.000Z', days: 20 },
    { kind: 'empty', section: { id: 'jobs', component: 'JobList', title: { 'zh-CN': '最新职位', en: 'Newest jobs' } } },
    { kind: 'stale', section: notices, newest: '2026-10-17T02:00:00.000Z', days: 40 },
    { kind: 'empty', section: { id: 'banner', component: 'BannerCarousel' } },
    {
      kind: 'link',
      name: '人社部',
      url: 'https://www.mohrss.gov.cn/',
      section: { id: 'links', component: 'FriendlyLinks' },
      reason: 'timeout',
    },
    { kind: 'link', name: '旧平台', url: 'https://old.example/', reason: 'status', status: 404 },
    { kind: 'linksUnchecked', count: 3, why: 'count' },
  ],
};

/** The service: /site-health answers `health` (a report, a status, or never), anything else 404. */
function service(health: SiteHealthReport | number | 'never') {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.endsWith('/site-health')) return new Response('{}', { status: 404 });
      asked.push(JSON.parse(String(init.body)));
      if (health === 'never') return new Promise<Response>(() => {});
      if (typeof health === 'number') return new Response('{"message":"no"}', { status: health });
      return new Response(JSON.stringify(health), { status: 200 });
    }),
  );
  return asked;
}

/** Each finding's words (without its 前往修改 button). */
const wordsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent!.replace(/前往修改$/, ''));

beforeEach(async () => {
  await forgetDraft();
  loadPublished(published, '"v1"');
});
afterEach(() => vi.unstubAllGlobals());

describe('站点体检 from the toolbar', () => {
  it('checks the draft being edited and names each section, link and date in Chinese', async () => {
    const draft = setAt(published, '/pages/home/sections/0/hidden', true);
    apply(draft);
    const asked = service(REPORT);
    render(<SiteHealthButton />);
    fireEvent.click(screen.getByRole('button', { name: '站点体检' }));
    const dialog = screen.getByRole('dialog', { name: '站点体检' });
    expect(dialog).toHaveTextContent('按全国政府网站普查的要求检查首页');
    const list = await within(dialog).findByRole('list', { name: '体检提醒' });
    expect(wordsOf(list)).toEqual([
      '!首页 20 天没有更新（最近一次是 2026/11/06）',
      '!首页栏目“最新职位”没有数据',
      '!栏目“通知公告”最新一条是 40 天前（2026/10/17）',
      '!首页栏目“轮播广告”没有数据',
      '!友情链接“人社部”打不开（超时）',
      '!链接“旧平台”打不开（网站返回错误 404）',
      '!另有 3 个链接没有检查（每次最多检查 30 个）',
    ]);
    expect(dialog).toHaveTextContent('7 条提醒');
    expect(dialog).toHaveTextContent('检查了 8 个链接（共 8 个）。');
    expect(asked).toEqual([{ config: draft }]);

    // 重新体检 asks again; closing and opening on the same draft shows the kept answer without asking.
    fireEvent.click(within(dialog).getByRole('button', { name: '重新体检' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await within(dialog).findByRole('list', { name: '体检提醒' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '站点体检' }));
    await screen.findByRole('list', { name: '体检提醒' });
    expect(asked).toHaveLength(2);

    // 前往修改 where a finding has a place: it closes the dialog and selects the section it is about.
    const goes = within(screen.getByRole('dialog')).getAllByRole('button', { name: /^前往修改：/ });
    expect(goes.map((b) => b.getAttribute('aria-label'))).toContain(
      '前往修改：栏目“通知公告”最新一条是 40 天前（2026/10/17）',
    );
    expect(screen.queryByRole('button', { name: /^前往修改：首页 20 天没有更新/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^前往修改：栏目“通知公告”/ }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const home = studio.draft!.pages.home!.sections;
    expect(studio.selection).toEqual({ pageId: 'home', section: home.findIndex((sec) => sec.id === 'notices') });
  });

  it('says 正在体检 while it runs and 没有提醒 when the service found nothing', async () => {
    apply(setAt(published, '/pages/home/sections/1/hidden', true));
    service('never');
    const { unmount } = render(<SiteHealthButton />);
    fireEvent.click(screen.getByRole('button', { name: '站点体检' }));
    const running = screen.getByRole('dialog', { name: '站点体检' });
    expect(running).toHaveTextContent('正在体检…');
    expect(within(running).getByRole('button', { name: '重新体检' })).toBeDisabled();
    unmount();

    apply(setAt(published, '/pages/home/sections/2/hidden', true));
    service({ ...REPORT, findings: [] });
    render(<SiteHealthButton />);
    fireEvent.click(screen.getByRole('button', { name: '站点体检' }));
    const done = screen.getByRole('dialog', { name: '站点体检' });
    expect(await within(done).findByText('没有提醒')).toBeVisible();
    expect(within(done).queryByRole('list')).toBeNull();
  });

  it('says why the check could not be done, and 重试 asks again', async () => {
    apply(setAt(published, '/pages/home/sections/3/hidden', true));
    service(429);
    render(<SiteHealthButton />);
    fireEvent.click(screen.getByRole('button', { name: '站点体检' }));
    const dialog = screen.getByRole('dialog', { name: '站点体检' });
    expect(await within(dialog).findByText('体检暂时无法完成：其他体检正在进行，请稍后重试。')).toBeVisible();
    service(REPORT);
    fireEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByRole('list', { name: '体检提醒' })).toBeVisible();
  });
});

describe('站点体检 before publishing and on review', () => {
  it('the publish dialog shows the draft’s findings apart from the changes, and publishing is not held', async () => {
    apply(setAt(published, '/pages/home/sections/4/hidden', true));
    service(REPORT);
    render(
      <PublishDialog
        open
        onOpenChange={() => {}}
        onSignedOut={vi.fn()}
        session={{ role: 'reviewer', review: 'optional' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '发布修改' });
    const block = within(dialog).getByRole('region', { name: '发布前体检' });
    expect(block).toHaveTextContent('不影响发布');
    expect(wordsOf(await within(block).findByRole('list', { name: '体检提醒' }))).toContain(
      '!栏目“通知公告”最新一条是 40 天前（2026/10/17）',
    );
    expect(within(dialog).getByRole('button', { name: '确认发布' })).toBeEnabled();
  });

  it('the review detail checks the submission’s config', async () => {
    const submitted = setAt(published, '/pages/home/sections/5/hidden', true);
    const asked = service({ ...REPORT, findings: REPORT.findings.slice(2, 3) });
    render(<ReviewHealth config={submitted} />);
    const block = screen.getByRole('region', { name: '站点体检' });
    expect(wordsOf(await within(block).findByRole('list', { name: '体检提醒' }))).toEqual([
      '!栏目“通知公告”最新一条是 40 天前（2026/10/17）',
    ]);
    expect(asked).toEqual([{ config: submitted }]);
  });
});
