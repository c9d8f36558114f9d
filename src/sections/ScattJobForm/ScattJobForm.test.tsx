import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExampleData } from '../../../tests/support/contract-examples';
import { envelopeError, networkError } from '../../../sdk/errors';
import { setLocale } from '../../i18n/i18n';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { control, describedText, renderForm, stubPost } from '../../../tests/support/form-test-utils';
import { ScattJobForm } from './ScattJobForm';

const data = { areas: defaultExampleData('get', '/v1_0/home/classify/index') };
const submit = () => screen.getByRole('button', { name: '发布零工信息' });

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(control('零工岗位名称'), '家电清洗临时工');
  await user.type(control('联系人'), '周先生');
  await user.type(control('联系手机'), '13307165432');
  await user.selectOptions(control('区县'), '东湖区');
  await user.selectOptions(control('街道/乡镇'), '东湖街道');
  await user.selectOptions(control('社区/村'), '湖畔社区');
  await user.type(control('工作内容'), '东湖区小区家电清洗，需2人，工作3天，日结200元。');
}

describe('ScattJobForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setLocale('zh-CN');
    Object.assign(session, DEFAULT_SESSION);
  });

  it('tells a visitor to log in first, in a new window so the form survives', () => {
    renderForm(ScattJobForm, { data });
    expect(screen.getByText(/提交前请先登录/)).toBeTruthy();
    const login = screen.getByRole('link', { name: /去登录/ });
    expect(login.getAttribute('href')).toBe('https://member.jiangcheng.example/personal/login');
    expect([login.getAttribute('target'), login.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('does not ask a logged-in member to log in', () => {
    session.token = 'token-1';
    renderForm(ScattJobForm, { data });
    expect(screen.queryByText(/提交前请先登录/)).toBeNull();
    expect(screen.queryByRole('link', { name: /去登录/ })).toBeNull();
  });

  it('publishes the casual job with the area codes joined by commas, once, and then clears the form', async () => {
    const { post, settle } = stubPost();
    const { user } = renderForm(ScattJobForm, { data });
    await fillIn(user);
    await user.dblClick(submit());
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/v1_0/scatt/Job/add', {
      body: {
        name: '家电清洗临时工',
        contact: '周先生',
        mobile: '13307165432',
        district: '2,21,211',
        content: '东湖区小区家电清洗，需2人，工作3天，日结200元。',
      },
    });
    const busy = screen.getByRole('button', { name: '正在提交…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => settle().resolve(null));
    expect(screen.getByRole('status').textContent).toBe('零工信息已发布。');
    expect(control('零工岗位名称').value).toBe('');
    expect(control<HTMLSelectElement>('区县').value).toBe('');
    expect(screen.queryByLabelText('街道/乡镇')).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends once even when the form is submitted twice in the same moment', async () => {
    const { post } = stubPost();
    const { user } = renderForm(ScattJobForm, { data });
    await fillIn(user);
    const form = submit().closest('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('names every missing field, counts them and focuses the first', async () => {
    const { post } = stubPost();
    const { user } = renderForm(ScattJobForm, { data });
    await user.click(submit());
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('有 5 项需要修改，请检查后再提交。')).toBeTruthy();
    expect(document.activeElement).toBe(control('零工岗位名称'));
    const expected: [string, string][] = [
      ['零工岗位名称', '请输入零工岗位名称'],
      ['联系人', '请输入联系人'],
      ['联系手机', '请输入联系手机'],
      ['区县', '请选择工作区域'],
      ['工作内容', '请输入工作内容'],
    ];
    for (const [label, message] of expected) {
      expect(control(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(control(label))).toContain(message);
    }
  });

  it('checks the mobile on blur and clears the message once it is right', async () => {
    const { user } = renderForm(ScattJobForm, { data });
    await user.type(control('联系手机'), '19907165432');
    await user.tab();
    expect(describedText(control('联系手机'))).toContain('手机号码格式不正确，请输入以12～18开头的11位数字');
    await user.clear(control('联系手机'));
    await user.type(control('联系手机'), '13307165432');
    expect(control('联系手机').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/手机号码格式不正确/)).toBeNull();
  });

  it("shows a business error in the server's words and keeps what was typed", async () => {
    const { settle } = stubPost();
    const { user } = renderForm(ScattJobForm, { data });
    await fillIn(user);
    await user.click(submit());
    await act(async () => settle().reject(envelopeError(50009, '您今日发布次数已达上限')));
    expect(screen.getByText('提交失败：您今日发布次数已达上限')).toBeTruthy();
    expect(control('零工岗位名称').value).toBe('家电清洗临时工');
    expect(control('联系手机').value).toBe('13307165432');
    expect(control<HTMLSelectElement>('社区/村').value).toBe('211');
  });

  it('shows other errors from the catalogue in the visitor language', async () => {
    setLocale('en');
    const { settle } = stubPost();
    const { user } = renderForm(ScattJobForm, { data });
    await user.type(control('Job title'), '家电清洗临时工');
    await user.type(control('Contact person'), '周先生');
    await user.type(control('Contact mobile'), '13307165432');
    await user.selectOptions(control('District'), '江城区');
    await user.type(control('Job description'), '日结');
    await user.click(screen.getByRole('button', { name: 'Publish the casual job' }));
    await act(async () => settle().reject(networkError()));
    expect(screen.getByText('Not submitted: Network error! Please retry later')).toBeTruthy();
    expect(control('Job description').value).toBe('日结');
  });
});
