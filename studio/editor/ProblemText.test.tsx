import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { checkDraft, checkWarnings } from '../model/check';
import { ProblemText } from './ProblemText';

const published = portal as unknown as PortalConfig;
const jobs = published.pages.home!.sections.findIndex((s) => s.id === 'jobs');
/** The real checker's problem with a page size of 0 on 最新职位. */
function pageSizeProblem(): ConfigProblem {
  const draft = structuredClone(published);
  draft.pages.home!.sections[jobs]!.pageSize = 0;
  const [problem] = checkDraft(draft);
  return problem!;
}
/** Text a reader sees without opening 技术细节. */
const visibleText = (item: HTMLElement) => {
  const copy = item.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((d) => d.remove());
  return copy.textContent ?? '';
};

describe('ProblemText', () => {
  it('says a problem in plain Chinese, its pointer folded in 技术细节, no English there for a Chinese reader', () => {
    render(<ProblemText problems={[pageSizeProblem()]} locale="zh-CN" withPlace id="size-problem" />);
    const [item] = within(document.getElementById('size-problem')!).getAllByRole('listitem');
    expect(visibleText(item!)).toBe('问题首页 › 最新职位：每页条数至少为 1。请填写 1 或更大的整数。');
    expect(visibleText(item!)).not.toMatch(/[A-Za-z]/);
    const details = item!.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('技术细节').tagName).toBe('SUMMARY');
    expect(details).toHaveTextContent(`/pages/home/sections/${jobs}/pageSize`);
    expect(details).not.toHaveTextContent('must be at least 1');
    fireEvent.click(within(details).getByText('技术细节'));
    expect(details.open).toBe(true);
  });

  it('says it in English when the studio is in English', () => {
    render(<ProblemText problems={[pageSizeProblem()]} locale="en" />);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'ProblemThe page size must be at least 1. Enter a whole number of 1 or more.',
    );
    expect(screen.getByText('Technical details')).toBeInTheDocument();
  });

  it('marks a warning 提醒, apart from problems, and leads to its field', () => {
    const warnings = checkWarnings(withOpenPolicyForm(published));
    const onShow = vi.fn();
    render(<ProblemText problems={[pageSizeProblem(), ...warnings]} locale="zh-CN" withPlace onShow={onShow} />);
    const [problem, warning] = screen.getAllByRole('listitem');
    expect(visibleText(warning!)).toMatch(/^提醒补贴申请 › 政策补贴申请：此表单收集个人信息/);
    expect(warning!.className).not.toBe(problem!.className);
    fireEvent.click(within(warning!).getByRole('button', { name: /^前往修改：此表单收集个人信息/ }));
    expect(onShow).toHaveBeenCalledWith(warnings[0]);
  });

  it('says something plain about a problem that came without words (an older service)', () => {
    const bare = {
      file: 'x',
      pointer: '/pages/home/sections/4/pageSize',
      message: 'must be at least 1',
      fix: 'fix it',
    };
    render(<ProblemText problems={[bare]} locale="zh-CN" />);
    const item = screen.getByRole('listitem');
    expect(visibleText(item)).toBe('问题这一项设置有误。请联系技术人员，并把下方“技术细节”中的内容告诉他们。');
    expect(item.querySelector('details')).toHaveTextContent('must be at least 1. fix it');
  });

  it('draws nothing without problems', () => {
    const { container } = render(<ProblemText problems={[]} locale="zh-CN" />);
    expect(container).toBeEmptyDOMElement();
  });
});
