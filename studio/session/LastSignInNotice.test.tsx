import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LastSignInNotice } from './LastSignInNotice';

describe('the notice of the previous sign-in', () => {
  it('says when (Beijing time) and from where, and the failures since, until closed', () => {
    render(
      <LastSignInNotice
        session={{ lastSignIn: { time: '2026-11-28T08:05:09Z', address: '198.51.100.8' }, failuresSince: 2 }}
      />,
    );
    const said = screen.getByRole('status');
    expect(said).toHaveTextContent('上次成功登录：2026-11-28 16:05:09（北京时间），地址 198.51.100.8。');
    expect(said).toHaveTextContent('此后有 2 次登录失败；如果不是您本人，请告诉安全管理员。');
    fireEvent.click(screen.getByRole('button', { name: '关闭登录提醒' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a first sign-in and no failures', () => {
    render(<LastSignInNotice session={{ lastSignIn: null, failuresSince: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('这是此账号第一次成功登录。 此后没有失败的登录。');
  });

  it('nothing after a reload (only the sign-in answer tells)', () => {
    const { container } = render(<LastSignInNotice session={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
