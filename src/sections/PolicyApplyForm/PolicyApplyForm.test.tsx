import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { envelopeError } from '../../../sdk/errors';
import { setLocale } from '../../i18n/i18n';
import { control, describedText, renderForm, stubPost } from '../../../tests/support/form-test-utils';
import { PolicyApplyForm } from './PolicyApplyForm';

const data = { policies: defaultExampleData('get', '/api/policy/queryPolicyPage') };
const submit = () => screen.getByRole('button', { name: '提交申请' });
const policy = () => control<HTMLSelectElement>('申请政策');
type User = ReturnType<typeof renderForm>['user'];

async function fillRequired(user: User) {
  await user.type(control('申请人姓名'), '刘芳');
  await user.type(control('身份证号码'), '42010219920816302X');
  await user.type(control('手机号码'), '15827364519');
  await user.type(control('申请金额（元）'), '5000.999');
  await user.type(control('申请理由'), '已正常经营8个月，申请一次性创业补贴。');
}

describe('PolicyApplyForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setLocale('zh-CN');
  });

  it('preselects the policy of ?id= when it is on offer', () => {
    renderForm(PolicyApplyForm, { data, search: 'id=202' });
    expect(policy().value).toBe('202');
    expect(policy().selectedOptions[0]?.textContent).toBe('关于开展2026年职业技能提升补贴申领工作的通知');
  });

  it('leaves the policy to choose when ?id= is unknown', () => {
    renderForm(PolicyApplyForm, { data, search: 'id=999' });
    expect(policy().value).toBe('');
  });

  it('applies with the amount cut to 2 decimals and without the optional fields left empty', async () => {
    const { post, settle } = stubPost();
    const { user } = renderForm(PolicyApplyForm, { data, search: 'id=201' });
    await fillRequired(user);
    expect(control('申请金额（元）').value).toBe('5000.99');
    await user.click(submit());
    expect(post).toHaveBeenCalledWith('/api/policy/savePolicyApplyForSubsidy', {
      body: {
        policyId: 201,
        applicantName: '刘芳',
        idcard: '42010219920816302X',
        mobile: '15827364519',
        amount: 5000.99,
        reason: '已正常经营8个月，申请一次性创业补贴。',
      },
    });
    await act(async () => settle().resolve(null));
    expect(screen.getByRole('status').textContent).toBe('申请已提交，请等待审核。');
    expect(control('申请人姓名').value).toBe('');
  });

  it('sends the company and bank account when given, and checks the account on blur', async () => {
    const { post } = stubPost();
    const { user } = renderForm(PolicyApplyForm, { data, search: 'id=201' });
    await fillRequired(user);
    await user.type(control('单位或个体名称（选填）'), '江城市东湖区芳华餐饮店');
    await user.type(control('收款银行账号（选填）'), '62170028');
    await user.tab();
    expect(describedText(control('收款银行账号（选填）'))).toContain('银行账号应为12～19位数字');
    await user.type(control('收款银行账号（选填）'), '70012345678');
    await user.click(submit());
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      body: { companyName: '江城市东湖区芳华餐饮店', bankAccount: '6217002870012345678' },
    });
  });

  it('names every missing required field (never the optional ones) and focuses the first', async () => {
    const { post } = stubPost();
    const { user } = renderForm(PolicyApplyForm, { data });
    await user.click(submit());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('有 6 项需要修改，请检查后再提交。')).toBeTruthy();
    expect(document.activeElement).toBe(policy());
    const expected: [string, string][] = [
      ['申请政策', '请选择申请政策'],
      ['申请人姓名', '请输入申请人姓名'],
      ['身份证号码', '请输入身份证号码'],
      ['手机号码', '请输入手机号码'],
      ['申请金额（元）', '请输入申请金额（元）'],
      ['申请理由', '请输入申请理由'],
    ];
    for (const [label, message] of expected) expect(describedText(control(label))).toContain(message);
    for (const optional of ['单位或个体名称（选填）', '收款银行账号（选填）']) {
      expect(control(optional).getAttribute('aria-invalid')).toBeNull();
      expect(control(optional).getAttribute('aria-required')).toBeNull();
    }
  });

  it('says what is wrong in English too', async () => {
    setLocale('en');
    const { user } = renderForm(PolicyApplyForm, { data });
    await user.type(control('Mobile number'), '1582736451');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('6 fields need attention before you can submit.')).toBeTruthy();
    expect(describedText(control('Policy'))).toContain('Policy: please choose an option');
    expect(describedText(control("Applicant's name"))).toContain("Applicant's name is required");
    expect(describedText(control('Mobile number'))).toContain(
      'Enter a mobile number of 11 digits starting with 12 to 18',
    );
  });

  it("keeps everything typed when the server refuses, in the server's words", async () => {
    const { settle } = stubPost();
    const { user } = renderForm(PolicyApplyForm, { data, search: 'id=203' });
    await fillRequired(user);
    await user.click(submit());
    await act(async () => settle().reject(envelopeError(50009, '您已申请过该补贴')));
    expect(screen.getByText('提交失败：您已申请过该补贴')).toBeTruthy();
    expect(policy().value).toBe('203');
    expect(control('申请金额（元）').value).toBe('5000.99');
    expect(control('身份证号码').value).toBe('42010219920816302X');
  });
});
