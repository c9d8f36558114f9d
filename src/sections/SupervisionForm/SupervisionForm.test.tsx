import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { timeoutError } from '../../../sdk/errors';
import { control, describedText, renderForm, stubPost } from '../../../tests/support/form-test-utils';
import { SupervisionForm } from './SupervisionForm';

const base = '/v1_0/seafeguardingrights/Safeguardingrights';
const data = {
  businessScopes: defaultExampleData('get', `${base}/businessScope`),
};
const submit = () => screen.getByRole('button', { name: '提交登记' });
type User = ReturnType<typeof renderForm>['user'];

async function fillCommon(user: User) {
  await user.type(control('姓名'), '王建国');
  await user.type(control('身份证号码'), '422201197605183312');
  await user.type(control('手机号码'), '13886023456');
  await user.type(control('欠薪单位名称'), '江城市宏盛建筑劳务有限公司');
  await user.type(control('欠薪金额（元）'), '286000.456');
  await user.type(control('欠薪人数'), '23');
  await user.type(control('欠薪情况说明'), '劳务费共计28.6万元至今未结清。');
}

const common = {
  fullname: '王建国',
  idcard: '422201197605183312',
  mobile: '13886023456',
  company_name: '江城市宏盛建筑劳务有限公司',
  amount: 286000.45,
  worker_num: 23,
  facts: '劳务费共计28.6万元至今未结清。',
};

describe('SupervisionForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the construction-sector form by default, and links both types', () => {
    renderForm(SupervisionForm, { data });
    expect(screen.getByRole('heading', { level: 3, name: '建筑领域欠薪预约登记' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '欠薪类型' });
    const [first, second] = [...nav.querySelectorAll('a')];
    expect([first?.getAttribute('href'), first?.getAttribute('aria-current')]).toEqual(['/?type=1', 'page']);
    expect([second?.getAttribute('href'), second?.getAttribute('aria-current')]).toEqual(['/?type=2', null]);
    expect(screen.queryByLabelText('经营范围')).toBeNull();
  });

  it('sends a type 1 request with the project, and clears the form on success', async () => {
    const { post, settle } = stubPost();
    const { user } = renderForm(SupervisionForm, { data, search: 'type=1' });
    await fillCommon(user);
    await user.type(control('工程项目名称'), '临江县滨江花园二期住宅项目');
    await user.type(control('工程项目地址'), '临江县滨江大道与新华路交叉口');
    await user.click(submit());
    expect(post).toHaveBeenCalledWith(`${base}/supervisionAdd`, {
      body: {
        type: 1,
        ...common,
        project_name: '临江县滨江花园二期住宅项目',
        project_address: '临江县滨江大道与新华路交叉口',
      },
    });
    await act(async () => settle().resolve(null));
    expect(screen.getByRole('status').textContent).toBe('登记已提交，我们将尽快与您联系。');
    expect(screen.getByRole('link', { name: '查看办理进度' }).getAttribute('href')).toBe(
      '/myAppointments?tab=supervision',
    );
    expect(control('欠薪金额（元）').value).toBe('');
  });

  it('sends a type 2 request with the business scope for ?type=2', async () => {
    const { post } = stubPost();
    const { user } = renderForm(SupervisionForm, { data, search: 'type=2' });
    expect(screen.getByRole('heading', { level: 3, name: '非建筑领域欠薪预约登记' })).toBeTruthy();
    expect(screen.queryByLabelText('工程项目名称')).toBeNull();
    await fillCommon(user);
    await user.selectOptions(control('经营范围'), '住宿和餐饮业');
    await user.click(submit());
    expect(post).toHaveBeenCalledWith(`${base}/supervisionAdd`, { body: { type: 2, ...common, business_scope_id: 3 } });
  });

  const specific: Record<string, [string, string][]> = {
    'type=1': [
      ['工程项目名称', '请输入工程项目名称'],
      ['工程项目地址', '请输入工程项目地址'],
    ],
    'type=2': [['经营范围', '请选择经营范围']],
  };

  it.each([
    ['type=1', 9],
    ['type=2', 8],
  ] as const)('names every missing field of %s (%i) and focuses the first', async (search, count) => {
    const { post } = stubPost();
    const { user } = renderForm(SupervisionForm, { data, search });
    await user.click(submit());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText(`有 ${count} 项需要修改，请检查后再提交。`)).toBeTruthy();
    expect(document.activeElement).toBe(control('姓名'));
    const expected: [string, string][] = [
      ['姓名', '请输入姓名'],
      ['身份证号码', '请输入身份证号码'],
      ['手机号码', '请输入手机号码'],
      ['欠薪单位名称', '请输入欠薪单位名称'],
      ['欠薪金额（元）', '请输入欠薪金额（元）'],
      ['欠薪人数', '请输入欠薪人数'],
      ['欠薪情况说明', '请输入欠薪情况说明'],
      ...specific[search]!,
    ];
    for (const [label, message] of expected) expect(describedText(control(label))).toContain(message);
  });

  it('asks for amounts above zero', async () => {
    const { user } = renderForm(SupervisionForm, { data });
    await user.type(control('欠薪金额（元）'), '0');
    await user.type(control('欠薪人数'), '0');
    await user.tab();
    expect(describedText(control('欠薪金额（元）'))).toContain('欠薪金额（元）必须大于0');
    expect(describedText(control('欠薪人数'))).toContain('欠薪人数必须大于0');
  });

  it('keeps every value after a timeout', async () => {
    const { settle } = stubPost();
    const { user } = renderForm(SupervisionForm, { data, search: 'type=1' });
    await fillCommon(user);
    await user.type(control('工程项目名称'), '滨江花园');
    await user.type(control('工程项目地址'), '滨江大道');
    await user.click(submit());
    await act(async () => settle().reject(timeoutError()));
    expect(screen.getByText('提交失败：请求超时！请稍后重试')).toBeTruthy();
    expect(control('欠薪金额（元）').value).toBe('286000.45');
    expect(control('工程项目名称').value).toBe('滨江花园');
  });
});
