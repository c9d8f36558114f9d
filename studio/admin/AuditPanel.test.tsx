import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import type { AuditEntry } from './admin-client';
import { AuditPanel } from './AuditPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const ENTRIES: AuditEntry[] = [
  {
    id: 7,
    time: '2026-11-23T09:15:00Z',
    actor: 'root',
    action: 'restored',
    object: 'version:v5',
    address: '203.0.113.7',
    detail: { comment: '', restoredFrom: 'v2', version: 'v5' },
  },
  {
    id: 6,
    time: '2026-11-23T09:10:00Z',
    actor: 'root',
    action: 'account-role-changed',
    object: 'account:anna',
    address: '203.0.113.7',
    detail: { to: 'reviewer', from: 'editor', account: 'anna' },
  },
  {
    id: 5,
    time: '2026-11-23T09:00:00Z',
    actor: '',
    action: 'schedule-published',
    object: 'schedule:3',
    address: '',
    detail: { schedule: 3, submission: 12, version: 'v4' },
  },
  {
    id: 4,
    time: '2026-11-23T08:00:00Z',
    actor: 'mallory',
    action: 'sign-in-failed',
    object: 'account:mallory',
    result: 'failed',
    address: '198.51.100.9',
    detail: {},
  },
];

function service(answer: () => Response | Promise<Response> = () => json(200, { entries: ENTRIES })) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open() {
  const handlers = { onOpenChange: vi.fn(), onSignedOut: vi.fn() };
  render(<AuditPanel open {...handlers} />);
  return { ...handlers, dialog: screen.getByRole('dialog', { name: '操作日志' }) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://studio.test').searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('zh-CN');
});

describe('AuditPanel', () => {
  it('lists each entry as the CSV does: Beijing time, who, where, the action, its object and result, a sentence', async () => {
    service();
    const { dialog } = open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('正在载入操作日志…');
    await within(dialog).findByText('共 4 条记录');
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', '操作人', '地址', '操作', '对象', '结果', '详情']);
    expect(rows).toEqual([
      [
        '2026-11-23 17:15:00 +08:00',
        'root',
        '203.0.113.7',
        '恢复版本',
        'v5 的版本',
        '成功',
        '恢复 v2 的版本，成为 v5 的版本',
      ],
      [
        '2026-11-23 17:10:00 +08:00',
        'root',
        '203.0.113.7',
        '更改角色',
        '账号 anna',
        '成功',
        '把 anna 的角色从 编辑 改为 审核',
      ],
      [
        '2026-11-23 17:00:00 +08:00',
        '系统',
        '—',
        '定时发布完成',
        '定时任务 3',
        '成功',
        '定时任务 3 发布了提交 12，成为 v4 的版本',
      ],
      ['2026-11-23 16:00:00 +08:00', 'mallory', '198.51.100.9', '登录失败', '账号 mallory', '失败', ''],
    ]);
    expect(within(dialog).getAllByRole('cell')[0]!.querySelector('time')).toHaveAttribute('datetime', ENTRIES[0]!.time);
  });

  it('filters by person, action and days, and exports the same filter as CSV', async () => {
    const fetch = service();
    const { dialog } = open();
    await within(dialog).findByText('共 4 条记录');
    const csv = within(dialog).getByRole('link', { name: '导出 CSV' });
    expect(csv).toHaveAttribute('download');
    expect(query(csv.getAttribute('href')!)).toEqual({ format: 'csv' });

    const filters = within(dialog).getByRole('search', { name: '筛选' });
    fireEvent.change(within(filters).getByLabelText('操作人'), { target: { value: ' root ' } });
    fireEvent.change(within(filters).getByLabelText('操作'), { target: { value: 'restored' } });
    fireEvent.change(within(filters).getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('结束日期'), { target: { value: '2026-11-23' } });
    fireEvent.click(within(filters).getByRole('button', { name: '筛选' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    const asked = query(fetch.mock.calls[1]![0]);
    const expected = {
      actor: 'root',
      action: 'restored',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 23, 23, 59, 59, 999).toISOString(),
    };
    expect(asked).toEqual(expected);
    expect(query(csv.getAttribute('href')!)).toEqual({ format: 'csv', ...expected });
    expect(new URL(csv.getAttribute('href')!, 'http://studio.test').pathname).toMatch(/\/studio\/api\/audit$/);

    fireEvent.click(within(filters).getByRole('button', { name: '清除筛选' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(query(fetch.mock.calls[2]![0])).toEqual({});
    expect(within(filters).getByLabelText('操作人')).toHaveValue('');
    expect(query(csv.getAttribute('href')!)).toEqual({ format: 'csv' });
  });

  it('says when nothing matches', async () => {
    service(() => json(200, { entries: [] }));
    open();
    expect(await screen.findByText('没有符合条件的记录。')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the log cannot be read, and tries again', async () => {
    let fail = true;
    service(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { entries: ENTRIES })));
    open();
    expect(await screen.findByText('未能载入，请稍后重试。')).toHaveAttribute('role', 'alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共 4 条记录')).toBeVisible();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('tells a caller who is no admin', async () => {
    service(() => json(403, { message: 'admins only' }));
    open();
    expect(await screen.findByText('只有系统管理员可以管理账号，只有审计管理员可以查看操作日志。')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('asks to sign in again when the session has ended', async () => {
    service(() => json(401, { message: 'no session' }));
    const { onOpenChange, onSignedOut } = open();
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('speaks English after the switch', async () => {
    service();
    setLocale('en');
    render(<AuditPanel open onOpenChange={() => {}} onSignedOut={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Audit log' });
    await within(dialog).findByText('4 entries');
    expect(within(dialog).getByRole('cell', { name: 'Version restored' })).toBeVisible();
    expect(within(dialog).getByText('changed anna’s role from Editor to Reviewer')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' })).toBeVisible();
  });
});
