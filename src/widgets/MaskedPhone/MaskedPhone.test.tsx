import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { maskName, maskPhone } from '../../data/visitor-view';
import { MaskedPhone } from './MaskedPhone';

describe('MaskedPhone', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows a visitor only the first 3 and last 4 digits, with a prompt to log in, and nothing more in the markup', () => {
    const { container } = render(<MaskedPhone phone="13812345678" />);
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.getByText('登录后查看完整号码')).toBeTruthy();
    expect(container.innerHTML).not.toContain('13812345678');
    expect(container.innerHTML).not.toContain('1234');
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows a logged-in member the full number as a tel: link', () => {
    session.token = 'token-1';
    render(<MaskedPhone phone="138 1234 5678" />);
    const link = screen.getByRole('link', { name: '138 1234 5678' });
    expect(link.getAttribute('href')).toBe('tel:13812345678');
    expect(screen.queryByText('登录后查看完整号码')).toBeNull();
  });

  it('masks again when the member logs out', async () => {
    session.token = 'token-1';
    const { container } = render(<MaskedPhone phone="13812345678" />);
    expect(container.innerHTML).toContain('13812345678');
    await act(async () => {
      session.token = null;
    });
    expect(container.innerHTML).not.toContain('13812345678');
  });

  it('masks short numbers whole and leaves numbers the backend masked as they are', () => {
    expect(maskPhone('1234567')).toBe('****');
    expect(maskPhone('0710-3345678')).toBe('071****5678');
    expect(maskPhone('138****5678')).toBe('138****5678');
  });

  it('does not dial a number that arrived masked', () => {
    session.token = 'token-1';
    render(<MaskedPhone phone="138****5678" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('138****5678')).toBeTruthy();
  });

  it('masks a name down to its surname, and leaves a name the backend masked as it is', () => {
    expect(maskName('张伟')).toBe('张*');
    expect(maskName(' 欧阳娜娜 ')).toBe('欧***');
    expect(maskName('张先生')).toBe('张先生');
    expect(maskName('李女士')).toBe('李女士');
    expect(maskName('王**')).toBe('王**');
    expect(maskName('')).toBe('');
  });
});
