import { beforeEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '../../../sdk/errors';
import * as account from '../../data/account';
import { answer, dialogs } from '../../widgets/Dialog/dialogs';
import { checkCompanyAuth, resetCompanyAuthCheck } from './company-auth-check';

vi.mock('../../data/account', () => ({ fetchCompanyAuth: vi.fn() }));
const fetchAuth = vi.mocked(account.fetchCompanyAuth);

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetAllMocks();
  resetCompanyAuthCheck();
  dialogs.queue.splice(0);
});

describe('company authentication check', () => {
  it('audit 1: says nothing', async () => {
    fetchAuth.mockResolvedValue({ audit: 1, audit_reason: '' });
    await checkCompanyAuth(vi.fn());
    expect(dialogs.queue).toHaveLength(0);
  });

  it("audit 2: confirm 'failed review' with the reason; 'Go authenticate' opens the auth page", async () => {
    fetchAuth.mockResolvedValue({ audit: 2, audit_reason: '营业执照图片模糊' });
    const open = vi.fn();
    const done = checkCompanyAuth(open);
    await settle();
    expect(dialogs.queue[0]).toMatchObject({
      kind: 'confirm',
      title: '企业认证审核未通过',
      message: '营业执照图片模糊',
      confirmLabel: '去认证',
    });
    answer(dialogs.queue[0]!.id, true);
    await done;
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('audit 2 cancelled: stays on the page', async () => {
    fetchAuth.mockResolvedValue({ audit: 2, audit_reason: '' });
    const open = vi.fn();
    const done = checkCompanyAuth(open);
    await settle();
    expect(dialogs.queue[0]!.message).toBe('请按要求修改认证资料后重新提交。');
    answer(dialogs.queue[0]!.id, false);
    await done;
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [3, '企业认证审核中'],
    [0, '企业未认证'],
    [7, '企业未认证'],
  ])('audit %i: alerts %s', async (audit, text) => {
    fetchAuth.mockResolvedValue({ audit, audit_reason: '' });
    void checkCompanyAuth(vi.fn());
    await settle();
    expect(dialogs.queue).toHaveLength(1);
    expect(dialogs.queue[0]).toMatchObject({ kind: 'alert', message: text });
  });

  it('runs once per page load, and a failing call says nothing', async () => {
    fetchAuth.mockRejectedValue(networkError());
    await checkCompanyAuth(vi.fn());
    await checkCompanyAuth(vi.fn());
    expect(fetchAuth).toHaveBeenCalledTimes(1);
    expect(dialogs.queue).toHaveLength(0);
  });
});
