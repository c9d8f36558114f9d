import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION, session } from '../../session/session-store';
import { MemberText } from './MemberText';

const text = '从事水电安装十年，可承接家装水电改造、维修。';

describe('MemberText', () => {
  afterEach(() => Object.assign(session, DEFAULT_SESSION));

  it('shows a visitor a prompt to log in, and never the text', () => {
    const { container } = render(<MemberText text={text} />);
    expect(screen.getByText('登录后查看详细描述')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('水电');
  });

  it('shows a logged-in member the text as plain text, and nothing when there is none', () => {
    session.token = 'token-1';
    const { container, rerender } = render(<MemberText text={`<b>${text}</b>`} />);
    expect(screen.getByText(text).tagName).toBe('P');
    expect(screen.queryByText('登录后查看详细描述')).toBeNull();
    rerender(<MemberText text={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
