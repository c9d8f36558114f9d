import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError } from '../../../sdk/errors';
import { clearSession, logIn, session } from '../../session/session-store';
import {
  button,
  closeDialogs,
  logins,
  renderWidget,
  stubGet,
  stubPost,
  watchExternal,
} from '../../../tests/support/action-test-utils';
import { CourseSignUp } from './CourseSignUp';

const MEMBER_INFO = '/v1_0/Scatt/Job/memberInfo';
const SIGN_UP = '/v1_0/school/Schoolpaglogin/schoolSignUp';
const complete = { info: { is_refine: 1, utype: 2 } };

const renderSignUp = () => renderWidget(<CourseSignUp majorId={31} courseName="中式烹调师（五级）" />);
const dialog = () => screen.getByRole('dialog', { name: '报名：中式烹调师（五级）' });

let go: ReturnType<typeof watchExternal>;
beforeEach(() => {
  clearSession();
  go = watchExternal();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDialogs();
});

async function openAsPerson() {
  logIn(logins.personal);
  stubGet({ [MEMBER_INFO]: complete });
  const view = renderSignUp();
  await view.user.click(button('我要报名'));
  await screen.findByRole('dialog', { name: '报名：中式烹调师（五级）' });
  return view;
}

describe('CourseSignUp', () => {
  it('asks a visitor to log in as a person and sends nothing', async () => {
    const { post } = stubPost();
    const { user } = renderSignUp();
    await user.click(button('我要报名'));
    expect(await screen.findByRole('dialog', { name: '请先登录' })).toBeInTheDocument();
    await user.click(button('去登录'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/personal/login'));
    expect(post).not.toHaveBeenCalled();
  });

  it('tells a company account that companies cannot sign up and offers the switch', async () => {
    logIn(logins.company);
    const { post } = stubPost();
    const { user } = renderSignUp();
    await user.click(button('我要报名'));
    expect(await screen.findByRole('dialog', { name: '切换身份' })).toHaveTextContent('企业账号不能报名');
    expect(screen.queryByRole('dialog', { name: /报名：/ })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a member whose profile is incomplete to complete it, without the form', async () => {
    logIn(logins.personal);
    stubGet({ [MEMBER_INFO]: { info: { is_refine: 0, utype: 2 } } });
    const { user } = renderSignUp();
    await user.click(button('我要报名'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('完善');
    await user.click(button('去完善'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://member.jiangcheng.example/personal/refine'));
    expect(screen.queryByRole('dialog', { name: /报名：/ })).toBeNull();
  });

  it('signs a personal member up with the name and mobile the session knows, then shows 已报名', async () => {
    logIn(logins.personal);
    session.user!.fullname = '张伟';
    const { post, settle } = stubPost();
    stubGet({ [MEMBER_INFO]: complete });
    const { user } = renderSignUp();
    await user.click(button('我要报名'));
    const form = within(await screen.findByRole('dialog', { name: '报名：中式烹调师（五级）' }));
    expect(form.getByLabelText('姓名')).toHaveValue('张伟');
    expect(form.getByLabelText('手机号码')).toHaveValue(logins.personal.mobile);
    await user.type(form.getByLabelText('身份证号码'), '42010219900315123x');
    await user.click(form.getByRole('button', { name: '提交报名' }));
    expect(post).toHaveBeenCalledWith(SIGN_UP, {
      body: { majorId: 31, fullname: '张伟', mobile: logins.personal.mobile, idcard: '42010219900315123X' },
    });
    settle().resolve(null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('报名成功'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('已报名')).toBeDisabled();
    // Focus is not lost with the dialog: it is on the answer, the button being done.
    expect(screen.getByRole('status').parentElement?.parentElement).toHaveFocus();
  });

  it('checks the ID card and mobile with the patterns of spec s5 before sending', async () => {
    const { post } = stubPost();
    const { user } = await openAsPerson();
    const form = within(dialog());
    await user.clear(form.getByLabelText('手机号码'));
    await user.type(form.getByLabelText('姓名'), '张伟');
    await user.type(form.getByLabelText('身份证号码'), '420102199013451234');
    await user.type(form.getByLabelText('手机号码'), '19912345678');
    await user.click(form.getByRole('button', { name: '提交报名' }));
    expect(form.getByLabelText('身份证号码')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('手机号码')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failure, and after closing and reopening the dialog', async () => {
    const { post, settle } = stubPost();
    const { user } = await openAsPerson();
    const form = within(dialog());
    await user.type(form.getByLabelText('姓名'), '李强');
    await user.type(form.getByLabelText('身份证号码'), '420106198811224510');
    await user.click(form.getByRole('button', { name: '提交报名' }));
    settle().reject(envelopeError(50009, '您已报名该课程，请勿重复报名'));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('您已报名该课程，请勿重复报名'));
    expect(form.getByLabelText('姓名')).toHaveValue('李强');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('我要报名')).toHaveFocus();
    await user.click(button('我要报名'));
    const again = within(await screen.findByRole('dialog', { name: '报名：中式烹调师（五级）' }));
    expect(again.getByLabelText('姓名')).toHaveValue('李强');
    expect(again.getByLabelText('身份证号码')).toHaveValue('420106198811224510');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends one request for a double click on submit', async () => {
    const { post, settle } = stubPost();
    const { user } = await openAsPerson();
    const form = within(dialog());
    await user.type(form.getByLabelText('姓名'), '李强');
    await user.type(form.getByLabelText('身份证号码'), '420106198811224510');
    await user.dblClick(form.getByRole('button', { name: '提交报名' }));
    settle().resolve(null);
    await screen.findByRole('button', { name: '已报名' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  describe('outside the enrolment window', () => {
    const day = 86_400;
    const now = Math.floor(Date.now() / 1000);
    const renderWindow = (enrolStart: number, enrolEnd: number) =>
      renderWidget(
        <CourseSignUp majorId={31} courseName="中式烹调师（五级）" enrolStart={enrolStart} enrolEnd={enrolEnd} />,
      );

    it('says 报名未开始 before the window opens, with no button to press and nothing sent', () => {
      logIn(logins.personal);
      const { post } = stubPost();
      renderWindow(now + 10 * day, now + 40 * day);
      expect(screen.getByText('报名未开始')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '我要报名' })).toBeNull();
      expect(post).not.toHaveBeenCalled();
    });

    it('says 报名已截止 after the window has closed, with no button to press and nothing sent', () => {
      logIn(logins.personal);
      const { post } = stubPost();
      renderWindow(now - 60 * day, now - 30 * day);
      expect(screen.getByText('报名已截止')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '我要报名' })).toBeNull();
      expect(post).not.toHaveBeenCalled();
    });

    it('offers the sign-up within the window', () => {
      renderWindow(now - 10 * day, now + 10 * day);
      expect(button('我要报名')).toBeEnabled();
      expect(screen.queryByText(/报名未开始|报名已截止/)).toBeNull();
    });
  });
});
