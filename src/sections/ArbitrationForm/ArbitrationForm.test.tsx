import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { envelopeError } from '../../../sdk/errors';
import { control, describedText, renderForm, stubPost } from '../../../tests/support/form-test-utils';
import { todayIso } from '../../widgets/form/validation';
import { ArbitrationForm } from './ArbitrationForm';

const base = '/v1_0/seafeguardingrights/Safeguardingrights';
const data = {
  disputeTypes: defaultExampleData('get', `${base}/disputeType`),
  organizations: defaultExampleData('get', `${base}/queryOrganization`),
};
const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
const submit = () => screen.getByRole('button', { name: '提交预约' });
const setDate = (value: string) => fireEvent.change(control('预约日期'), { target: { value } });

async function fillIn(user: ReturnType<typeof renderForm>['user'], date: string) {
  await user.type(control('姓名'), '李强');
  await user.type(control('身份证号码'), '42010619881122451x');
  await user.type(control('手机号码'), '13554012345');
  await user.type(control('用人单位名称'), '江城市恒达物流有限公司');
  await user.selectOptions(control('争议类型'), '拖欠劳动报酬');
  await user.selectOptions(control('仲裁机构'), '东湖区劳动人事争议仲裁院');
  setDate(date);
  await user.type(control('事实与请求'), '2026年6月至8月工资共计16500元至今未发放。');
}

describe('ArbitrationForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books the appointment with ids, the day as epoch seconds and the ID card in capitals', async () => {
    const { post, settle } = stubPost();
    const { user } = renderForm(ArbitrationForm, { data });
    const date = inDays(7);
    await fillIn(user, date);
    expect(describedText(control('仲裁机构'))).toContain('地址：东湖区湖滨路88号区政务服务中心三楼');
    await user.click(submit());
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    expect(post).toHaveBeenCalledWith(`${base}/arbitrationAdd`, {
      body: {
        fullname: '李强',
        idcard: '42010619881122451X',
        mobile: '13554012345',
        company_name: '江城市恒达物流有限公司',
        dispute_type_id: 1,
        org_id: 12,
        appointment_time: new Date(y, m - 1, d).getTime() / 1000,
        facts: '2026年6月至8月工资共计16500元至今未发放。',
      },
    });
    await act(async () => settle().resolve(null));
    expect(screen.getByRole('status').textContent).toBe('预约已提交，请在预约日期携带材料前往仲裁机构。');
    expect(screen.getByRole('link', { name: '查看办理进度' }).getAttribute('href')).toBe(
      '/myAppointments?tab=arbitration',
    );
    expect(control('身份证号码').value).toBe('');
    expect(control('预约日期').value).toBe('');
  });

  it('names every missing field, counts them and focuses the first', async () => {
    const { post } = stubPost();
    const { user } = renderForm(ArbitrationForm, { data });
    await user.click(submit());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('有 8 项需要修改，请检查后再提交。')).toBeTruthy();
    expect(document.activeElement).toBe(control('姓名'));
    const expected: [string, string][] = [
      ['姓名', '请输入姓名'],
      ['身份证号码', '请输入身份证号码'],
      ['手机号码', '请输入手机号码'],
      ['用人单位名称', '请输入用人单位名称'],
      ['争议类型', '请选择争议类型'],
      ['仲裁机构', '请选择仲裁机构'],
      ['预约日期', '请选择预约日期'],
      ['事实与请求', '请输入事实与请求'],
    ];
    for (const [label, message] of expected) {
      expect(control(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(control(label))).toContain(message);
    }
  });

  it.each([
    ['4201061988112245', '身份证号码格式不正确，应为18位，末位为数字或X'],
    ['42010619881122451Y', '身份证号码格式不正确，应为18位，末位为数字或X'],
    ['420106198813224517', '身份证号码中的出生日期不正确'],
    ['420106199002304517', '身份证号码中的出生日期不正确'],
    ['420106189912014517', '身份证号码中的出生日期不正确'],
  ])('checks the ID card %s on blur', async (value, message) => {
    const { user } = renderForm(ArbitrationForm, { data });
    await user.type(control('身份证号码'), value);
    await user.tab();
    expect(describedText(control('身份证号码'))).toContain(message);
  });

  it('accepts 29 February of a leap year, and refuses a day in the past', async () => {
    const { user } = renderForm(ArbitrationForm, { data });
    await user.type(control('身份证号码'), '420106198802294517');
    await user.tab();
    expect(control('身份证号码').getAttribute('aria-invalid')).toBeNull();
    setDate(inDays(-1));
    fireEvent.blur(control('预约日期'));
    expect(describedText(control('预约日期'))).toContain('预约日期不能早于今天');
    expect(control('预约日期').getAttribute('min')).toBe(todayIso());
  });

  it('keeps the values when the session has expired and says to log in', async () => {
    const { settle } = stubPost();
    const { user } = renderForm(ArbitrationForm, { data });
    await fillIn(user, inDays(3));
    await user.click(submit());
    await act(async () => settle().reject(envelopeError(401, '登录已过期，请重新登录')));
    expect(screen.getByText('提交失败：请先登录')).toBeTruthy();
    expect(control('姓名').value).toBe('李强');
    expect(control<HTMLSelectElement>('仲裁机构').value).toBe('12');
    expect(control('预约日期').value).toBe(inDays(3));
    expect(document.activeElement?.textContent).toContain('提交失败：请先登录');
  });
});
