import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from './admin-client';
import { AccountsPanel } from './AccountsPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The accounts service as the panel sees it, with the service's rules for names, passwords and the last admin. */
function service(start: AccountInfo[]) {
  const accounts = start.map((a) => ({ ...a }));
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://studio.test').pathname.replace(/^.*\/studio\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, any>) : {};
    if (path === '/accounts' && !init.method) return json(200, { accounts });
    if (path === '/accounts' && init.method === 'POST') {
      if (!/^[\p{L}\p{N}._-]{1,40}$/u.test(body.name)) return json(400, { message: 'bad name', code: 'bad-name' });
      if (body.password.length < 12 || body.password === body.name)
        return json(400, { message: 'weak', code: 'weak-password' });
      if (accounts.some((a) => a.name === body.name)) return json(409, { message: 'exists', code: 'exists' });
      const account = { name: body.name, role: body.role, disabled: false, createdAt: '2026-11-24T01:00:00Z' };
      accounts.push(account);
      return json(201, { account });
    }
    const name = decodeURIComponent(path.replace('/accounts/', ''));
    const account = accounts.find((a) => a.name === name);
    if (init.method === 'PATCH' && account) {
      const admins = accounts.filter((a) => a.role === 'sysadmin' && !a.disabled);
      const demoted = body.disabled === true || (body.role && body.role !== 'sysadmin');
      if (account.role === 'sysadmin' && demoted && admins.length === 1)
        return json(409, { message: 'last admin', code: 'last-admin' });
      if (body.password !== undefined && body.password.length < 12)
        return json(400, { message: 'weak', code: 'weak-password' });
      if (body.role) account.role = body.role;
      if (body.disabled !== undefined) account.disabled = body.disabled;
      return json(200, { account });
    }
    return json(404, { message: 'no such account' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, accounts };
}

const ACCOUNTS: AccountInfo[] = [
  {
    name: 'root',
    role: 'sysadmin',
    disabled: false,
    createdAt: '2026-11-01T02:00:00Z',
    lastSignInAt: '2026-11-23T06:30:00Z',
  },
  { name: 'anna', role: 'editor', disabled: false, createdAt: '2026-11-02T02:00:00Z' },
  {
    name: 'ben',
    role: 'reviewer',
    disabled: true,
    createdAt: '2026-11-03T02:00:00Z',
    lastSignInAt: '2026-11-20T01:00:00Z',
  },
];

function open(props: Partial<Parameters<typeof AccountsPanel>[0]> = {}) {
  const handlers = { onOpenChange: vi.fn(), onSignedOut: vi.fn(), ...props };
  render(<AccountsPanel open {...handlers} />);
  return { ...handlers, dialog: screen.getByRole('dialog', { name: '账号管理' }) };
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
const patches = (fetch: ReturnType<typeof service>['fetch']) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [url, JSON.parse(String(init!.body))]);

afterEach(() => vi.unstubAllGlobals());

describe('AccountsPanel', () => {
  it('lists each account with its role in words, its status, when it was made and last signed in', async () => {
    service(ACCOUNTS);
    const { dialog } = open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('正在载入账号…');
    // Said up front: every change signs the account out at once.
    expect(dialog).toHaveAccessibleDescription(/立即退出登录/);
    await row('root');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['账号', '角色', '状态', '创建时间', '最近登录', '操作']);
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(await row('root')).slice(0, 4)).toEqual([
      '系统管理员',
      '正常',
      new Date('2026-11-01T02:00:00Z').toLocaleString('zh-CN'),
      new Date('2026-11-23T06:30:00Z').toLocaleString('zh-CN'),
    ]);
    expect(cells(await row('anna')).slice(0, 4)).toEqual(['编辑', '正常', expect.any(String), '从未登录']);
    expect(cells(await row('ben')).slice(0, 2)).toEqual(['审核', '已停用']);
    expect(within(await row('ben')).getByRole('button', { name: '启用 ben' })).toBeVisible();
    expect(within(await row('anna')).getByRole('button', { name: '停用 anna' })).toBeVisible();
  });

  it('creates an account, with the password rule said before anything is typed', async () => {
    const { fetch } = service(ACCOUNTS);
    open();
    const form = (await screen.findByRole('heading', { name: '新建账号' })).closest('section')!;
    const password = within(form).getByLabelText('密码');
    expect(password).toHaveAccessibleDescription(
      '默认至少 12 个字符，含小写字母、大写字母、数字、其他字符中的 3 类，且不能与账号相同（以安全设置为准）。',
    );
    fireEvent.change(within(form).getByLabelText('账号'), { target: { value: ' carl ' } });
    fireEvent.change(within(form).getByLabelText('角色'), { target: { value: 'reviewer' } });
    fireEvent.change(password, { target: { value: 'carl-secret-123' } });
    fireEvent.click(within(form).getByRole('button', { name: '创建账号' }));
    expect(await screen.findByText('已创建账号 carl（审核），可以用它登录了。')).toHaveAttribute('role', 'status');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'carl', role: 'reviewer', password: 'carl-secret-123' });
    expect(within(await row('carl')).getAllByRole('cell')[0]).toHaveTextContent('审核');
    expect(within(form).getByLabelText('账号')).toHaveValue('');
    expect(password).toHaveValue('');
  });

  it('says each refusal of a new account in words beside its field', async () => {
    service(ACCOUNTS);
    open();
    const form = (await screen.findByRole('heading', { name: '新建账号' })).closest('section')!;
    const name = within(form).getByLabelText('账号');
    const password = within(form).getByLabelText('密码');
    const create = () => fireEvent.click(within(form).getByRole('button', { name: '创建账号' }));

    fireEvent.change(name, { target: { value: 'bad name!' } });
    fireEvent.change(password, { target: { value: 'long-enough-123' } });
    create();
    expect(await within(form).findByText(/账号名不符合要求/)).toHaveAttribute('role', 'alert');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/账号名不符合要求/);
    expect(name).toHaveFocus();

    fireEvent.change(name, { target: { value: 'anna' } });
    create();
    expect(await within(form).findByText('已有同名账号，请换一个账号名。')).toBeVisible();
    expect(name).toHaveAccessibleDescription(/已有同名账号/);

    fireEvent.change(name, { target: { value: 'dora' } });
    fireEvent.change(password, { target: { value: 'short' } });
    create();
    expect(await within(form).findByText('密码不符合安全设置的密码规则。')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('disables and enables an account after saying it signs the account out', async () => {
    const { fetch } = service(ACCOUNTS);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    open();
    fireEvent.click(within(await row('anna')).getByRole('button', { name: '停用 anna' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('立即退出登录'));
    expect(await screen.findByText('已停用 anna，该账号已退出登录。')).toHaveAttribute('role', 'status');
    expect(await within(await row('anna')).findByText('已停用')).toBeVisible();

    fireEvent.click(within(await row('ben')).getByRole('button', { name: '启用 ben' }));
    expect(await screen.findByText('已启用 ben，该账号可以重新登录。')).toBeVisible();
    expect(patches(fetch)).toEqual([
      [expect.stringMatching(/\/accounts\/anna$/), { disabled: true }],
      [expect.stringMatching(/\/accounts\/ben$/), { disabled: false }],
    ]);
  });

  it('does nothing when the disabling is not confirmed', async () => {
    const { fetch } = service(ACCOUNTS);
    vi.stubGlobal('confirm', () => false);
    open();
    fireEvent.click(within(await row('anna')).getByRole('button', { name: '停用 anna' }));
    expect(patches(fetch)).toEqual([]);
  });

  it('says in words that the last admin cannot be disabled or demoted', async () => {
    service(ACCOUNTS);
    vi.stubGlobal('confirm', () => true);
    const { dialog } = open();
    fireEvent.click(within(await row('root')).getByRole('button', { name: '停用 root' }));
    expect(await within(dialog).findByText(/不能停用最后一个管理员/)).toHaveAttribute('role', 'alert');
    expect(within(await row('root')).getByText('正常')).toBeVisible();

    fireEvent.click(within(await row('root')).getByRole('button', { name: '更改角色 root' }));
    const form = screen.getByRole('region', { name: '更改 root 的角色' });
    const select = within(form).getByLabelText('角色');
    expect(select).toHaveFocus();
    fireEvent.change(select, { target: { value: 'editor' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存角色' }));
    const refusal = await within(form).findByText(/不能停用最后一个管理员，也不能把他改成其他角色/);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(select).toHaveAccessibleDescription(/不能停用最后一个管理员/);
  });

  it('changes a role, saying first that it signs the account out, and hands the focus back', async () => {
    const { fetch } = service(ACCOUNTS);
    open();
    const button = within(await row('anna')).getByRole('button', { name: '更改角色 anna' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('region', { name: '更改 anna 的角色' });
    expect(form).toHaveTextContent('保存后 anna 会立即退出登录');
    const save = within(form).getByRole('button', { name: '保存角色' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('角色'), { target: { value: 'reviewer' } });
    fireEvent.click(save);
    expect(await screen.findByText('anna 的角色已改为审核，该账号已退出登录。')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: '更改 anna 的角色' })).toBeNull();
    // The table shows the new role once the account list has been read again (after the message, on a busy machine).
    await vi.waitFor(async () => expect(within(await row('anna')).getAllByRole('cell')[0]).toHaveTextContent('审核'));
    expect(patches(fetch)).toEqual([[expect.stringMatching(/\/accounts\/anna$/), { role: 'reviewer' }]]);
    await vi.waitFor(async () =>
      expect(within(await row('anna')).getByRole('button', { name: '更改角色 anna' })).toHaveFocus(),
    );
  });

  it('resets a password, with the rule and the sign-out said, and a weak one refused beside the field', async () => {
    const { fetch } = service(ACCOUNTS);
    open();
    fireEvent.click(within(await row('anna')).getByRole('button', { name: '重置密码 anna' }));
    const form = screen.getByRole('region', { name: '重置 anna 的密码' });
    expect(form).toHaveTextContent('保存后 anna 的所有登录会立即结束');
    const password = within(form).getByLabelText('新密码');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/至少 12 个字符，含小写字母、大写字母、数字、其他字符中的 3 类/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存新密码' }));
    expect(await within(form).findByText(/密码不符合安全设置/)).toHaveAttribute('role', 'alert');

    fireEvent.change(password, { target: { value: 'anna-new-secret-1' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存新密码' }));
    expect(await screen.findByText('已重置 anna 的密码，该账号已退出登录。')).toBeVisible();
    expect(screen.queryByRole('region', { name: '重置 anna 的密码' })).toBeNull();
    expect(patches(fetch).at(-1)).toEqual([
      expect.stringMatching(/\/accounts\/anna$/),
      { password: 'anna-new-secret-1' },
    ]);
  });

  it('asks the admin to sign in again when their own session has ended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'no session' })),
    );
    const { onOpenChange, onSignedOut } = open();
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json(200, { accounts: ACCOUNTS }));
    vi.stubGlobal('fetch', fetch);
    open();
    expect(await screen.findByText('未能载入，请稍后重试。')).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('rowheader', { name: 'anna' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('says so when there are no accounts', async () => {
    service([]);
    open();
    expect(await screen.findByText('还没有账号。')).toBeVisible();
  });

  it('says plainly when the caller is no admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'admins only' })),
    );
    open();
    expect(await screen.findByText('只有系统管理员可以管理账号，只有审计管理员可以查看操作日志。')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
