import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import type { AuditEntry } from './admin-client';
import { AuditPanel } from './AuditPanel';
import { ACTION_KEYS } from './words';
import { en, zh } from '../i18n/messages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const ENTRIES: AuditEntry[] = [
  {
    id: 7,
    time: '2026-11-23T09:15:00Z',
    actor: 'root',
    action: 'restored',
    address: '203.0.113.7',
    detail: { comment: '', restoredFrom: 'v2', version: 'v5' },
  },
  {
    id: 6,
    time: '2026-11-23T09:10:00Z',
    actor: 'root',
    action: 'account-role-changed',
    address: '203.0.113.7',
    detail: { to: 'reviewer', from: 'editor', account: 'anna' },
  },
  {
    id: 5,
    time: '2026-11-23T09:00:00Z',
    actor: '',
    action: 'schedule-published',
    address: '',
    detail: { schedule: 3, submission: 12, version: 'v4' },
  },
  {
    id: 4,
    time: '2026-11-23T08:00:00Z',
    actor: 'mallory',
    action: 'sign-in-failed',
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
  it('has Chinese and English words for every action of the contract', () => {
    expect(Object.keys(ACTION_KEYS)).toHaveLength(22);
    for (const key of Object.values(ACTION_KEYS)) {
      expect(zh[key]).toMatch(/\p{Script=Han}/u);
      expect(en[key]).toMatch(/^[A-Z][a-z -]+$/);
    }
  });

  it('lists each entry: local time, who, the action and its details in words, the address', async () => {
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
    expect(rows).toEqual([
      [new Date(ENTRIES[0]!.time).toLocaleString('zh-CN'), 'root', '恢复版本', '203.0.113.7', '版本 v5恢复自版本 v2'],
      [expect.any(String), 'root', '更改角色', '203.0.113.7', '账号 anna角色：编辑 → 审核'],
      [expect.any(String), '系统', '定时发布完成', '—', '送审单 12定时任务 3版本 v4'],
      [expect.any(String), 'mallory', '登录失败', '198.51.100.9', ''],
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
    expect(within(dialog).getByText('role: Editor → Reviewer')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' })).toBeVisible();
  });
});
