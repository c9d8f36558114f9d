import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { envelopeError } from '../../../sdk/errors';
import { control, describedText, renderForm, stubPost } from '../../../tests/support/form-test-utils';
import { ScattWorkForm } from './ScattWorkForm';

const data = {
  categories: defaultExampleData('get', '/v1_0/scatt/Work/category'),
  areas: defaultExampleData('get', '/v1_0/home/classify/index'),
};
const submit = () => screen.getByRole('button', { name: '发布求职信息' });

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(control('姓名'), '赵师傅');
  await user.selectOptions(control('工种'), '水电维修');
  await user.type(control('手机号码'), '18971234560');
  await user.selectOptions(control('区县'), '江城区');
  await user.selectOptions(control('街道/乡镇'), '汉正街道');
  await user.type(control('技能与可工作时间'), '从事水电维修10年，持低压电工证。');
}

describe('ScattWorkForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the categories of the contract', () => {
    renderForm(ScattWorkForm, { data });
    const options = [...control<HTMLSelectElement>('工种').options].map((o) => o.textContent);
    expect(options).toEqual(['请选择', '搬运装卸', '家政保洁', '水电维修', '装修木工', '餐饮帮厨', '促销导购']);
  });

  it('publishes the entry with the category id and a two-level area, then clears the form', async () => {
    const { post, settle } = stubPost();
    const { user } = renderForm(ScattWorkForm, { data });
    await fillIn(user);
    await user.click(submit());
    expect(post).toHaveBeenCalledWith('/v1_0/scatt/Work/add', {
      body: {
        name: '赵师傅',
        category_id: 3,
        mobile: '18971234560',
        district: '1,11',
        content: '从事水电维修10年，持低压电工证。',
      },
    });
    expect(screen.getByRole('button', { name: '正在提交…' })).toBeTruthy();
    await act(async () => settle().resolve(null));
    expect(screen.getByRole('status').textContent).toBe('求职信息已发布。');
    expect(control('姓名').value).toBe('');
    expect(control<HTMLSelectElement>('工种').value).toBe('');
  });

  it('names every missing field and focuses the first', async () => {
    const { post } = stubPost();
    const { user } = renderForm(ScattWorkForm, { data });
    await user.type(control('技能与可工作时间'), '   ');
    await user.click(submit());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('有 5 项需要修改，请检查后再提交。')).toBeTruthy();
    expect(document.activeElement).toBe(control('姓名'));
    const expected: [string, string][] = [
      ['姓名', '请输入姓名'],
      ['工种', '请选择工种'],
      ['手机号码', '请输入手机号码'],
      ['区县', '请选择期望工作区域'],
      ['技能与可工作时间', '请输入技能与可工作时间'],
    ];
    for (const [label, message] of expected) expect(describedText(control(label))).toContain(message);
  });

  it('keeps every value when the server refuses', async () => {
    const { settle } = stubPost();
    const { user } = renderForm(ScattWorkForm, { data });
    await fillIn(user);
    await user.click(submit());
    await act(async () => settle().reject(envelopeError(500, '')));
    expect(screen.getByText('提交失败：服务异常！')).toBeTruthy();
    expect(control<HTMLSelectElement>('工种').value).toBe('3');
    expect(control<HTMLSelectElement>('街道/乡镇').value).toBe('11');
    expect(control('技能与可工作时间').value).toBe('从事水电维修10年，持低压电工证。');
  });
});
